// Messages between a guest and a host (docs/decisions/0028-conversations.md): a new guest asks the demo host a
// question from a property's page ('Contact the host'), then guest and host, each in their own browser, exchange
// messages and each sees the other's appear without reloading. Desktop in English (Enter sends), phone in French
// (the Send button sends; Enter is a new line there).
import { test, type Page } from '@playwright/test';
import { HIDDEN_CONTACT } from '@ikaze/domain';
import { screenWords, signedInPage, type JourneyLanguage } from './browser-support';
import { expect, expectNoSeriousAxeViolations, propertyIdByName, registerGuest } from './guest-support';
import { DEMO_PASSWORD, NEW_ACCOUNT_PASSWORD } from './support';

test.describe.configure({ timeout: 120_000 });

/** Writes `text` in the conversation's box and sends it: Enter with a keyboard, the button on a phone. */
async function write(
  page: Page,
  say: ReturnType<typeof screenWords>,
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

const conversationLog = (page: Page, say: ReturnType<typeof screenWords>) =>
  page.getByRole('log', { name: say('Messages') });

test('a guest asks the host from the detail page; they exchange messages live', async ({
  browser,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const lang: JourneyLanguage = phone ? 'fr' : 'en';
  const say = screenWords(lang);
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
