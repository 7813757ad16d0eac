// Steps the journeys that play two or more people at once share: another browser of the project's kind, signing
// in through the API (the sign-in screen has its own tests in every language), and the screen's words in the
// project's language.
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { screen } from './catalog-text';
import { DEMO_PASSWORD, useSignedInSession } from './support';

// Kept here too for the specs that import them from this file.
export { appTookOver, signInThroughApi } from './support';

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

/** A browser of the project's kind, in `lang`, signed in as `username` (through the API, once per worker). */
export async function signedInPage(
  browser: Browser,
  testInfo: TestInfo,
  lang: JourneyLanguage,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Page> {
  const context = await projectContext(browser, testInfo);
  const page = await context.newPage();
  await useSignedInSession(page, username, password);
  // After signing in, which sets the cookie to the account's saved language: the demo accounts are shared by both
  // projects, each in its own language.
  await context.addCookies([{ name: 'ikaze_lang', value: lang, url: testInfo.project.use.baseURL! }]);
  return page;
}
