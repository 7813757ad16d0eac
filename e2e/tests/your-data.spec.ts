// Your data (docs/decisions/0031-your-data.md): a guest who booked downloads their data, deletes their account
// with their password and lands signed out; the host still sees the booking, with 'Deleted account' for the
// guest; an admin reads the audit log. Desktop in English, phone in French.
import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import { createPendingListing } from './admin-support';
import {
  projectContext,
  screenWords,
  signedInPage,
  signInThroughApi,
  type JourneyLanguage,
} from './browser-support';
import { domain } from './catalog-text';
import { expect, kigaliDate, registerGuest } from './guest-support';
import { NEW_ACCOUNT_PASSWORD } from './support';

test('a guest downloads their data and deletes their account; the host and the admin see what is kept', async ({
  browser,
  request,
}, testInfo) => {
  // Four people, each in a browser of their own, and a few API set-up steps: allow for a busy machine.
  test.slow();
  const lang: JourneyLanguage = testInfo.project.name === 'phone' ? 'fr' : 'en';
  const words = screenWords(lang);
  const message = (english: string) => (lang === 'en' ? english : domain(lang, english));

  // A host with an approved listing (made through the API; the admin approves it).
  const listing = await createPendingListing(request, testInfo, 'data');
  const adminApi = (await projectContext(browser, testInfo)).request;
  await signInThroughApi(adminApi, 'admin');
  const approved = await adminApi.put(`/api/listing_applications/${listing.applicationId}`, {
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const detail = await adminApi.get(`/api/properties/${listing.propertyId}`);
  const { roomTypes } = (await detail.json()) as { roomTypes: Array<{ id: number }> };

  // The guest books a stay ahead, and the host confirms it.
  const guestContext = await projectContext(browser, testInfo);
  const guestUsername = await registerGuest(guestContext.request, testInfo);
  await signInThroughApi(guestContext.request, guestUsername, NEW_ACCOUNT_PASSWORD);
  const me = (await (await guestContext.request.get('/api/me')).json()) as { user: { UserID: number } };
  const booked = await guestContext.request.post('/api/bookings', {
    data: {
      userId: me.user.UserID,
      bookings: [
        {
          roomTypeId: roomTypes[0]!.id,
          propertyId: listing.propertyId,
          roomNumber: 1,
          checkInDate: kigaliDate(40),
          checkOutDate: kigaliDate(42),
        },
      ],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = ((await booked.json()) as { bookings: Array<{ id: number }> }).bookings[0]!.id;
  const confirmed = await request.put(`/api/bookings/${bookingId}/status`, { data: { status: 'confirmed' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // The guest downloads their data from the profile: the file is theirs, and holds the booking.
  await guestContext.addCookies([{ name: 'ikaze_lang', value: lang, url: testInfo.project.use.baseURL! }]);
  const guest = await guestContext.newPage();
  await guest.goto('/dashboard/user/profile');
  await expect(guest.getByRole('heading', { name: words('Your data') })).toBeVisible();
  const [download] = await Promise.all([
    guest.waitForEvent('download'),
    guest.getByRole('link', { name: words('Download my data') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ikaze-my-data-${kigaliDate(0)}.json`);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { username: string; email: string };
    bookings: Array<{ id: number; status: string }>;
  };
  expect(data.account).toMatchObject({ username: guestUsername, email: `${guestUsername}@example.rw` });
  expect(data.bookings).toEqual([expect.objectContaining({ id: bookingId, status: 'confirmed' })]);

  // A wrong password is refused in the dialog; the right one deletes the account and signs the guest out.
  await guest.getByRole('button', { name: words('Delete my account') }).click();
  const dialog = guest.getByRole('dialog', { name: words('Delete my account') });
  const password = dialog.getByLabel(words('Password'), { exact: true });
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: words('Delete my account for good') }).click();
  await expect(
    dialog.getByText(message('That password is not right. Your account was not deleted.')),
  ).toBeVisible();
  await password.fill(NEW_ACCOUNT_PASSWORD);
  await dialog.getByRole('button', { name: words('Delete my account for good') }).click();
  await expect(guest).toHaveURL('/');
  await expect(
    guest.getByText(message('Your account was deleted. Thank you for using Ikaze.')),
  ).toBeVisible();
  expect(await (await guest.request.get('/api/me')).json()).toEqual({ user: null });
  const again = await guest.request.post('/api/login', {
    data: { username: guestUsername, password: NEW_ACCOUNT_PASSWORD },
  });
  expect(again.status()).toBe(401);

  // The host still has the booking (cancelled, as the guest's stays ahead are), the guest shown as deleted.
  const host = await signedInPage(browser, testInfo, lang, listing.username, NEW_ACCOUNT_PASSWORD);
  await host.goto('/dashboard/host/bookings?status=all');
  const row = host.getByRole('row').filter({ hasText: listing.propertyName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(words('Deleted account'), { exact: true })).toBeVisible();
  await expect(row).not.toContainText(guestUsername);

  // The admin deactivates someone, then reads it in the audit log, beside the guest's own deletion.
  const someone = await projectContext(browser, testInfo);
  const someoneName = await registerGuest(someone.request, testInfo);
  await signInThroughApi(someone.request, someoneName, NEW_ACCOUNT_PASSWORD);
  const someoneId = ((await (await someone.request.get('/api/me')).json()) as { user: { UserID: number } })
    .user.UserID;
  const deactivated = await adminApi.put(`/api/users/${someoneId}`, { data: { Status: false } });
  expect(deactivated.status(), await deactivated.text()).toBe(200);
  const admin = await signedInPage(browser, testInfo, lang, 'admin');
  await admin.goto(`/dashboard/admin/audit-log?targetType=user&targetId=${someoneId}`);
  await expect(admin.getByRole('heading', { name: words('Audit log') })).toBeVisible();
  const entry = admin.getByRole('row').filter({ hasText: words('Account deactivated') });
  await expect(entry).toHaveCount(1);
  await expect(
    entry.getByRole('link', { name: words('Account #{id}', { id: String(someoneId) }) }),
  ).toBeVisible();
  await expect(entry.getByRole('link', { name: 'admin', exact: true })).toBeVisible();
  await admin.goto(`/dashboard/admin/audit-log?action=account.delete&actorId=${me.user.UserID}`);
  await expect(admin.getByRole('row').filter({ hasText: words('Account deleted by its owner') })).toHaveCount(
    1,
  );
});
