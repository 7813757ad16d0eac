// Issue 14's browser test (docs/decisions/0027-notifications-in-the-app.md): a guest books; the host's bell shows
// it without a reload; the host reads the email a real SMTP server caught (e2e/smtp-sink.mjs), whose link is the
// booking's page, and approves; the guest's bell and email then say confirmed. Desktop in English; the phone's guest in French
// (their account's language, so their email and screens are French; the host's stay English).
import { test, type Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousAxeViolations,
  kigaliDate,
  propertyIdByName,
  registerGuest,
  confirmReservation,
} from './guest-support';
import { awaitEmail, linksOf } from './mailbox';
import { banner, NEW_ACCOUNT_PASSWORD, useSignedInSession } from './support';

test.describe.configure({ timeout: 120_000 });

const PROPERTY = 'Gisenyi Beach Apartments';
const HOST = 'kivu_stays';
const HOST_EMAIL = 'kivu_stays@example.rw';

/** A mark on the window: still there later means the page was never reloaded. */
async function markNoReload(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

/** The header's bell: its accessible name carries the unread count. */
const bell = (page: Page, name: RegExp) => banner(page).getByRole('button', { name });

test('a booking reaches the host live and by email; the approval reaches the guest live and by email', async ({
  browser,
  request,
}, testInfo) => {
  const french = testInfo.project.name === 'phone';
  const t = (en: string, fr: string) => (french ? fr : en);
  const origin = testInfo.project.use.baseURL!;
  const username = await registerGuest(request, testInfo);
  const propertyId = await propertyIdByName(request, PROPERTY);

  // Two people, two browsers.
  const contextOptions = { ...testInfo.project.use, baseURL: origin };
  const hostContext = await browser.newContext(contextOptions);
  const guestContext = await browser.newContext({
    ...contextOptions,
    ...(french ? { locale: 'fr-FR' } : {}),
  });
  if (french) await guestContext.addCookies([{ name: 'ikaze_lang', value: 'fr', url: origin }]);
  const host = await hostContext.newPage();
  const guest = await guestContext.newPage();

  // The host signs in and waits on the dashboard.
  await useSignedInSession(host, HOST);
  await host.goto('/dashboard/host');
  const hostBell = bell(host, /^Notifications/);
  await expect(hostBell).toBeVisible();
  await markNoReload(host);

  // The guest signs in (their account takes the page's language) and books a room.
  await guest.goto(`/login?next=${encodeURIComponent(`/accommodation-detail/${propertyId}`)}`);
  await guest.getByLabel(t('Username', 'Nom d’utilisateur'), { exact: true }).fill(username);
  await guest.getByLabel(t('Password', 'Mot de passe'), { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await guest.getByRole('button', { name: t('Sign in', 'Se connecter') }).click();
  await expect(guest).toHaveURL(new RegExp(`/accommodation-detail/${propertyId}`));
  const reserveName = t('Reserve Now', 'Réserver maintenant');
  const card = guest
    .getByRole('article')
    .filter({ has: guest.getByRole('button', { name: reserveName }) })
    .first();
  const offset = french ? 520 : 480;
  await card.getByLabel(t('Check-in', 'Arrivée')).fill(kigaliDate(offset));
  await card.getByLabel(t('Check-out', 'Départ')).fill(kigaliDate(offset + 2));
  await card.getByLabel(t('Number of rooms', 'Nombre de chambres')).fill('1');
  await card.getByRole('button', { name: reserveName }).click();
  await confirmReservation(guest);
  // 'Booking #12 for …', 'Réservation n° 12 pour …'.
  const bookingNumber = french ? /n°\s(\d+)/ : /#(\d+)/;
  const success = guest.getByRole('status').filter({ hasText: bookingNumber });
  await expect(success).toBeVisible();
  const bookingId = Number(bookingNumber.exec((await success.textContent()) ?? '')![1]);
  const guestFirstName = 'Aline';

  // The host's bell counts it, and its menu says it, without a reload.
  await expect(hostBell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await hostBell.click();
  const hostMenu = host.getByRole('menu');
  const requested = hostMenu
    .getByRole('menuitem')
    .filter({ hasText: `${guestFirstName} asked to book ${PROPERTY}` })
    .first();
  await expect(requested).toBeVisible();
  await expect(requested).toHaveAttribute('href', `/dashboard/host/bookings/${bookingId}`);
  await expectNoSeriousAxeViolations(host);
  await expectNotReloaded(host);
  await host.keyboard.press('Escape');

  // The host's email, caught by the SMTP server: its button opens the booking's page (docs/decisions/0051) and
  // it names the booking; the host approves there, asked once more.
  const hostEmail = await awaitEmail(
    HOST_EMAIL,
    (email) =>
      email.subject === `New booking request for ${PROPERTY}` &&
      email.text.includes(`/dashboard/host/bookings/${bookingId}`),
  );
  expect(hostEmail.text).toContain(guestFirstName);
  expect(linksOf(hostEmail, origin)).toContain(`${origin}/dashboard/host/bookings/${bookingId}`);
  expect(hostEmail.text).toContain(`Booking number: ${bookingId}`);
  await guest.goto('/dashboard/user');
  await markNoReload(guest);
  await host.goto(`/dashboard/host/bookings/${bookingId}`);
  await expect(host.getByRole('heading', { level: 1, name: `Booking ${bookingId}` })).toBeVisible();
  await host.getByRole('button', { name: 'Approve' }).click();
  await host
    .getByRole('dialog', { name: `Approve booking ${bookingId}?` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(host.getByText('Booking status updated to Confirmed')).toBeVisible();

  // The guest's bell says confirmed, without a reload; its line leads to their bookings.
  const unread = new RegExp(t('^Notifications, \\d+ unread$', '^Notifications, \\d+ non lues$'));
  await bell(guest, unread).click();
  const confirmed = guest
    .getByRole('menu')
    .getByRole('menuitem')
    .filter({
      hasText: t(`Your booking at ${PROPERTY}`, `Votre réservation à ${PROPERTY}`),
    })
    .filter({ hasText: t('is confirmed', 'est confirmée') });
  await expect(confirmed).toBeVisible();
  await expectNotReloaded(guest);
  await confirmed.click();
  await expect(guest).toHaveURL(`/dashboard/user/bookings/${bookingId}`);

  // And their email, in their language.
  const guestEmail = await awaitEmail(
    `${username}@example.rw`,
    (email) =>
      email.subject === t(`Your stay at ${PROPERTY} is confirmed`, `Votre séjour à ${PROPERTY} est confirmé`),
  );
  expect(guestEmail.language).toBe(french ? 'fr' : 'en');
  expect(linksOf(guestEmail, origin)).toContain(`${origin}/dashboard/user/bookings/${bookingId}`);

  await hostContext.close();
  await guestContext.close();
});
