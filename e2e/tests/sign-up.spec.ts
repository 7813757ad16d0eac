import { expect, test } from '@playwright/test';
import { accountMenu, banner, logOut, randomPhone, signIn, uniqueUsername } from './support';

test('a visitor signs up through the wizard, signs in, opens the dashboard and logs out', async ({
  page,
}, testInfo) => {
  const username = uniqueUsername(testInfo);
  const password = 'amahoro-2025';

  await page.goto('/register');
  await expect(page).toHaveTitle('Sign up · Ikaze');
  const next = page.getByRole('button', { name: 'Next' });
  const back = page.getByRole('button', { name: 'Back' });

  // Step 1: name and email. Every missing field's message at once, also with the cursor in a field when Next
  // is clicked (a message shown on leaving the field used to move Next away from under the pointer).
  await expect(back).toBeDisabled();
  await page.getByLabel('First name').click();
  await next.click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.getByText('Last name is required.')).toBeVisible();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await page.getByLabel('First name').fill('Aimable');
  await page.getByLabel('Last name').fill('Nkurunziza');
  await page.getByLabel('Email', { exact: true }).fill('aimable at example');
  await next.click();
  await expect(page.getByText('Invalid email format.')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.rw`);
  await next.click();

  // Step 2: username and phone; the cursor is in Username.
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toBeFocused();
  await next.click();
  await expect(page.getByText('Username is required.')).toBeVisible();
  await expect(page.getByText('Phone number is required.')).toBeVisible();
  await page.getByLabel('Username', { exact: true }).fill(username);
  // A message goes as soon as its field is fixed.
  await expect(page.getByText('Username is required.')).toBeHidden();
  await page.getByLabel('Phone number').fill('0812345678');
  await expect(page.getByText('Phone number is required.')).toBeHidden();
  await next.click();
  await expect(page.getByText("Phone number must start with '07' and be 10 digits long.")).toBeVisible();
  await page.getByLabel('Phone number').fill(randomPhone());
  await next.click();

  // Step 3: password and confirmation; Next is disabled on the last step. The cursor is in Password.
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Password is required.')).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${password}!`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();

  // Sign-in screen, with the message and the username filled in.
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Success! Account created.')).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Successfully logged in.')).toBeVisible();

  // A guest lands home; the header shows the account.
  await expect(page).toHaveURL('/');
  await expect(accountMenu(page, username)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  // The session survives a reload.
  await page.reload();
  await expect(accountMenu(page, username)).toBeVisible();

  // Dashboard from the account menu.
  await accountMenu(page, username).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard/user');
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();
  await expect(page.getByText('Manage your profile, bookings and more from here.')).toBeVisible();

  await logOut(page);
  await page.goto('/dashboard/user');
  await expect(page).toHaveURL(/\/login\?next=/);

  // And the new account signs in again.
  await signIn(page, username, password);
  await expect(page).toHaveURL('/dashboard/user');
});

test('a taken username sends the wizard back to its step with the server message', async ({
  page,
}, testInfo) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Eric');
  await page.getByLabel('Last name').fill('Twin');
  await page.getByLabel('Email', { exact: true }).fill(`${uniqueUsername(testInfo)}@example.rw`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Username', { exact: true }).fill('guest');
  await page.getByLabel('Phone number').fill(randomPhone());
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('murakaza-neza');
  await page.getByLabel('Confirm password', { exact: true }).fill('murakaza-neza');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Username is already taken.');
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toBeFocused();
});

test("a common password keeps the wizard on the password step with the server's message", async ({
  page,
}, testInfo) => {
  const username = uniqueUsername(testInfo);
  await page.goto('/register');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Ingabire');
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.rw`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Phone number').fill(randomPhone());
  await page.getByRole('button', { name: 'Next' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('password123');
  await page.getByLabel('Confirm password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Sign up' }).click();

  const message = 'Password is too common or has appeared in a data breach. Please choose another one.';
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')));
  await expect(password).toBeFocused();
});
