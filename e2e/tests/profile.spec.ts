import { expect, test } from '@playwright/test';
import { NEW_ACCOUNT_PASSWORD, randomPhone, signInThroughApi, uniqueUsername } from './support';

test('a guest edits their profile; server messages show in the dialog', async ({ page }, testInfo) => {
  const username = uniqueUsername(testInfo, 'prof');
  const created = await page.request.post('/api/register', {
    data: {
      first_name: 'Claire',
      last_name: 'Uwera',
      email: `${username}@example.rw`,
      username,
      phone_number: randomPhone(),
      password: NEW_ACCOUNT_PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { UserID: number } };

  await signInThroughApi(page.request, username, NEW_ACCOUNT_PASSWORD);
  await page.goto('/dashboard/user/profile');
  await expect(
    page.getByRole('heading', { name: /^Good (Morning|Afternoon|Evening), Claire$/ }),
  ).toBeVisible();
  await expect(page.getByText(`${username}@example.rw`)).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Username', { exact: true }).fill('guest');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Username is already taken.');

  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('First name').fill('Clarisse');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Profile updated.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /, Clarisse$/ })).toBeVisible();

  // The public profile: your own opens; someone else's, without a booking between you, says why not.
  await page.goto(`/profile/${user.UserID}`);
  await expect(page.getByText('Clarisse Uwera')).toBeVisible();
  await page.goto('/profile/1');
  await expect(
    page.getByText("You can see this person's details only while you have a booking with them."),
  ).toBeVisible();
});
