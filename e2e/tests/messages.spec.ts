// Messages between a guest and a host (docs/decisions/0028-conversations.md): a new guest asks the demo host a
// question from a property's page ('Contact the host'), then guest and host, each in their own browser, exchange
// messages and each sees the other's appear without reloading. Desktop in English (Enter sends), phone in French
// (the Send button sends; Enter is a new line there).
import { test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { HIDDEN_CONTACT } from '@ikaze/domain';
import { screen } from './catalog-text';
import { expect, expectNoSeriousAxeViolations, propertyIdByName, registerGuest } from './guest-support';
import { DEMO_PASSWORD, NEW_ACCOUNT_PASSWORD } from './support';

test.describe.configure({ timeout: 120_000 });

type Language = 'en' | 'fr';

/** Screen text in the project's language, read from the catalogs, with its {values} filled in. */
function wordsFor(lang: Language) {
  return (english: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replace(`{${name}}`, value),
      lang === 'en' ? english : screen(lang, english),
    );
}

/** A browser of the project's kind, in `lang`, signed in as `username` (through the API). */
async function signedInPage(
  browser: Browser,
  testInfo: TestInfo,
  lang: Language,
  username: string,
  password: string,
): Promise<Page> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    baseURL,
  });
  const page = await context.newPage();
  const login = await page.request.post('/api/login', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  // After signing in, which sets the cookie to the account's saved language: the demo host is shared by both
  // projects, each in its own language.
  await context.addCookies([{ name: 'ikaze_lang', value: lang, url: baseURL! }]);
  return page;
}

/** Writes `text` in the conversation's box and sends it: Enter with a keyboard, the button on a phone. */
async function write(
  page: Page,
  say: ReturnType<typeof wordsFor>,
  label: string,
  text: string,
  phone: boolean,
) {
  const box = page.getByLabel(say(label), { exact: true });
  await box.fill(text);
  if (phone) await page.getByRole('button', { name: say('Send'), exact: true }).click();
  else await box.press('Enter');
  await expect(box).toHaveValue('');
}

const conversationLog = (page: Page, say: ReturnType<typeof wordsFor>) =>
  page.getByRole('log', { name: say('Messages') });

test('a guest asks the host from the detail page; they exchange messages live', async ({
  browser,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const lang: Language = phone ? 'fr' : 'en';
  const say = wordsFor(lang);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const propertyId = await propertyIdByName(request, 'Kiyovu Heights Hotel');
  const guestName = await registerGuest(request, testInfo);

  // The guest asks a question before booking; the phone number in it is hidden.
  const guest = await signedInPage(browser, testInfo, lang, guestName, NEW_ACCOUNT_PASSWORD);
  await guest.goto(`/accommodation-detail/${propertyId}`);
  await guest.getByRole('button', { name: say('Contact the host'), exact: true }).click();
  const dialog = guest.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const question = `Is there parking for a minibus? (${tag}) Call me on 0788 123 456`;
  await dialog.getByLabel(say('Your question'), { exact: true }).fill(question);
  await dialog.getByRole('button', { name: say('Send'), exact: true }).click();
  await dialog.getByRole('link', { name: say('Open the conversation'), exact: true }).click();
  await expect(guest).toHaveURL(/\/dashboard\/user\/messages\/\d+$/);
  const guestLog = conversationLog(guest, say);
  const shown = `Is there parking for a minibus? (${tag}) Call me on ${HIDDEN_CONTACT}`;
  await expect(guestLog.getByText(shown, { exact: true })).toBeVisible();
  await expect(
    guest.getByText(say('Phone numbers and email addresses are hidden until the booking is confirmed.')),
  ).toBeVisible();

  // The host finds it in Messages, unread, and opens it.
  const host = await signedInPage(browser, testInfo, lang, 'host', DEMO_PASSWORD);
  await host.goto('/dashboard/host/messages');
  const card = host.getByRole('link').filter({ hasText: tag });
  await expect(card).toContainText('Aline');
  await expect(card).toContainText(lang === 'en' ? '1 unread' : '1 non lu');
  await card.click();
  await expect(host).toHaveURL(/\/dashboard\/host\/messages\/\d+$/);
  const hostLog = conversationLog(host, say);
  await expect(hostLog.getByText(shown, { exact: true })).toBeVisible();

  // They write to each other; each sees the other's message appear without reloading.
  const answer = `Yes, behind the hotel (${tag}).`;
  await write(host, say, 'Your message', answer, phone);
  await expect(hostLog.getByText(answer, { exact: true })).toBeVisible();
  await expect(guestLog.getByText(answer, { exact: true })).toBeVisible();

  const thanks = `Thank you! We arrive at 18:00 (${tag}).`;
  await write(guest, say, 'Your message', thanks, phone);
  await expect(hostLog.getByText(thanks, { exact: true })).toBeVisible();

  // Readable on a 390 px phone (nothing wider than the screen) and without serious accessibility faults.
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(guest);

  // Read on screen: the host's list no longer counts it unread.
  await host.goto('/dashboard/host/messages');
  const read = host.getByRole('link').filter({ hasText: tag });
  await expect(read).toContainText(thanks);
  await expect(read).not.toContainText(lang === 'en' ? 'unread' : 'non lu');
  await expectNoSeriousAxeViolations(host);

  await guest.context().close();
  await host.context().close();
});
