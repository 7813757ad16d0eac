import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Cookie,
  type Page,
  type TestInfo,
} from '@playwright/test';

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

/** Signs `username` in through the API on `request` (a page's or a context's), which keeps the session cookie. */
export async function signInThroughApi(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const login = await request.post('/api/login', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
}

/**
 * Each account's session, signed in once per worker through the API (module state lives in the worker's
 * process): a test whose subject is not the sign-in starts signed in instead of filling the form each time
 * (docs/decisions/0043-suite-time.md). sign-in.spec.ts, sign-up.spec.ts and guard.spec.ts keep the real form.
 */
const storedSessions = new Map<string, Promise<Cookie[]>>();

async function sessionCookies(baseURL: string, username: string, password: string): Promise<Cookie[]> {
  const api = await apiRequest.newContext({ baseURL });
  try {
    await signInThroughApi(api, username, password);
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

/**
 * Signs `page`'s browser context in as `username` with the worker's stored session (its cookies, the account's
 * saved language included, as a sign-in sets them), signing in through the API the first time, or again when a
 * test has ended that session. The page stays where it is: go to the screen next.
 */
export async function useSignedInSession(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const baseURL = test.info().project.use.baseURL!;
  const key = `${baseURL} ${username}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (!storedSessions.has(key)) storedSessions.set(key, sessionCookies(baseURL, username, password));
    const cookies = await storedSessions.get(key)!.catch((error: unknown) => {
      storedSessions.delete(key);
      throw error;
    });
    await page.context().addCookies(cookies);
    if ((await page.request.get('/api/me')).status() === 200) return;
    // Signed out, or the account's sessions ended by a test: sign in anew.
    storedSessions.delete(key);
  }
  throw new Error(`${username} could not be signed in through the API`);
}

/**
 * Waits until the app has taken over a page the server sent with its first view (docs/decisions/0032-first-paint.md):
 * before, the screen is the server's markup, inert inside a disabled fieldset, which the app enables once it has
 * hydrated the page (or rendered it anew, signed in).
 * Pages without a first view pass at once.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('main fieldset[disabled]')).toHaveCount(0);
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
