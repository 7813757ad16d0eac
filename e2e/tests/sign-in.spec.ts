import { expect, test } from '@playwright/test';
import { accountMenu, signIn } from './support';

const landings = [
  {
    username: 'admin',
    url: '/dashboard/admin',
    text: 'Manage reports, properties, and applications from here.',
  },
  { username: 'host', url: '/dashboard/host', text: 'Manage properties, bookings from here.' },
  {
    username: 'guest',
    url: '/',
    text: 'Search for accommodations such as hotels, apartments, guest houses and more...',
  },
];

for (const { username, url, text } of landings) {
  test(`${username} lands on their screen after signing in`, async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Ikaze');
    await signIn(page, username);
    await expect(page).toHaveURL(url);
    await expect(page.getByText(text)).toBeVisible();
    await expect(accountMenu(page, username)).toBeVisible();
  });
}

test('the Dashboard item leads to the role dashboard', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'host2');
  await page.goto('/');
  await accountMenu(page, 'host2').click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard/host');
  await expect(page.getByText('Manage properties, bookings from here.')).toBeVisible();
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill('guest2');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await expect(page).toHaveURL('/login');
});
