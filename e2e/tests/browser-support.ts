// Steps the journeys that play two or more people at once share: another browser of the project's kind, signing
// in through the API (the sign-in screen has its own tests in every language), and the screen's words in the
// project's language.
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { screen } from './catalog-text';
import { expect } from './guest-support';
import { DEMO_PASSWORD } from './support';

/** The languages the journeys run in: the desktop project in English, the phone in French. */
export type JourneyLanguage = 'en' | 'fr';

/** Screen text in `lang`, read from the catalogs, with its {values} filled in. */
export function screenWords(lang: JourneyLanguage) {
  return (english: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replace(`{${name}}`, value),
      lang === 'en' ? english : screen(lang, english),
    );
}

/** A new browser context of the project's kind (its screen, touch and address), without cookies. */
export function projectContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL } = testInfo.project.use;
  return browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL });
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

/** A browser of the project's kind, in `lang`, signed in as `username` (through the API). */
export async function signedInPage(
  browser: Browser,
  testInfo: TestInfo,
  lang: JourneyLanguage,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Page> {
  const context = await projectContext(browser, testInfo);
  const page = await context.newPage();
  await signInThroughApi(page.request, username, password);
  // After signing in, which sets the cookie to the account's saved language: the demo accounts are shared by both
  // projects, each in its own language.
  await context.addCookies([{ name: 'ikaze_lang', value: lang, url: testInfo.project.use.baseURL! }]);
  return page;
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
