import { expect, type Page, type TestInfo } from '@playwright/test';

export const DEMO_PASSWORD = 'murakaza-neza';
/** For accounts the tests make: the demo password is refused for any account but the demo ones. */
export const NEW_ACCOUNT_PASSWORD = 'amahoro-i-kivu-2026';

/** A username no other test or run has used: project, time and a random tail. */
export function uniqueUsername(testInfo: TestInfo, prefix = 'e2e'): string {
  const tail = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${prefix}_${testInfo.project.name}_${tail}`;
}

export function randomPhone(): string {
  return `078${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

export const banner = (page: Page) => page.getByRole('banner');

/** On a phone the header's links sit behind the hamburger: open it when it is there and closed. */
export async function openMainNav(page: Page, menuName = 'Main menu'): Promise<void> {
  const toggle = banner(page).getByRole('button', { name: menuName });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Successfully logged in.')).toBeVisible();
}

export async function logOut(page: Page): Promise<void> {
  await openMainNav(page);
  await banner(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await openMainNav(page);
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/** The account menu's trigger shows the username. */
export const accountMenu = (page: Page, username: string) =>
  banner(page).getByRole('button', { name: username, exact: true });
