// What each event tells whom, read from a real SMTP server in the test process (docs/decisions/0026): one job and
// one email per recipient, in the recipient's language, with the right link; preferences and unsubscribe links.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES, addDays, todayInKigali } from '@ikaze/domain';
import { notifications, users } from '../../db/schema.ts';
import {
  createTestContext,
  emailQueueSettled,
  newUserInput,
  openSecondApp,
  sessionHeaders,
  signIn,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { bookThroughApi, formBookingLine, setBookingStatus } from '../../test/booking-requests.ts';
import { createListing, insertApplication } from '../../test/test-data.ts';
import { notify } from './notify.ts';
import { startTestMailServer, type TestMailServer } from './test-mail-server.ts';

const SITE = 'https://ikaze.example';
/** What RFC 8058 has a mail client POST to an email's List-Unsubscribe address. */
const FORM_BODY = 'List-Unsubscribe=One-Click';

let mail: TestMailServer;
let ctx: TestContext;
let host: SignedInUser;
let guest: SignedInUser;
let admin: SignedInUser;
const email: Record<string, string> = {};

beforeAll(async () => {
  mail = await startTestMailServer();
  ctx = await createTestContext({ config: { smtpUrl: mail.url, publicUrl: SITE } });
  host = await signUpAs(ctx, 'host', { first_name: 'Aline' });
  guest = await signUpAs(ctx, 'user', { first_name: 'Eric' });
  admin = await signUpAs(ctx, 'admin');
  // The host reads French; the guest has chosen no language (English).
  await ctx.database.db.update(users).set({ locale: 'fr' }).where(eq(users.id, host.id));
  for (const user of [host, guest, admin]) {
    const [row] = await ctx.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    email[user.username] = row!.email;
  }
});
afterAll(async () => {
  await ctx?.close();
  await mail?.close();
});

const day = (n: number) => addDays(todayInKigali(), n);

const book = (user: SignedInUser, roomTypeId: number, propertyId: number, from = 10, to = 12) =>
  bookThroughApi(
    ctx,
    user,
    formBookingLine({ roomTypeId, propertyId, checkIn: day(from), checkOut: day(to) }),
  );

const setStatus = (user: SignedInUser, id: number, status: string) => setBookingStatus(ctx, user, id, status);

/** Email jobs the queue holds for a user, of a kind. */
async function emailJobs(userId: number, kind: string) {
  const result = await ctx.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'email' and data->>'userId' = ${String(userId)} and data->>'kind' = ${kind}`,
  );
  return Number((result as { rows: Array<{ n: number }> }).rows[0]!.n);
}

async function bell(userId: number, kind: string) {
  return ctx.database.db
    .select()
    .from(notifications)
    .where(sql`${notifications.userId} = ${userId} and ${notifications.kind} = ${kind}`);
}

/** What reached a user's mailbox about one property (or of one kind). */
const inbox = (user: SignedInUser | string, about: string) =>
  mail
    .to(typeof user === 'string' ? user : email[user.username]!)
    .filter((e) => e.kind === about || e.subject.includes(about));

/** Lets the queue finish every email it owes: after this, a duplicate would already be in the mailbox. */
async function settle() {
  await ctx.app.jobs!.relay();
  await emailQueueSettled(ctx);
}

describe('booking emails', () => {
  it('asks the host in French and sends the guest an English copy, once each, with links to the booking', async () => {
    const { property, roomTypes } = await createListing(ctx.database.db, host.id, { name: 'Lac Kivu Lodge' });
    const booking = await book(guest, roomTypes[0]!.id, property.id);
    await mail.waitFor(
      () => inbox(host, 'Lac Kivu Lodge').length >= 1 && inbox(guest, 'Lac Kivu Lodge').length >= 1,
    );
    await settle();

    const [toHost, ...moreToHost] = inbox(host, 'Lac Kivu Lodge');
    expect(moreToHost).toEqual([]);
    expect(toHost!.subject).toBe('Nouvelle demande de réservation pour Lac Kivu Lodge');
    expect(toHost!.language).toBe('fr');
    expect(toHost!.text).toContain('Bonjour Aline,');
    expect(toHost!.text).toContain('Eric souhaite séjourner à Lac Kivu Lodge');
    expect(toHost!.text).toContain(`${SITE}/dashboard/host/bookings/${booking.id}`);
    expect(toHost!.html).toContain(`href="${SITE}/dashboard/host/bookings/${booking.id}"`);
    // Essential: no unsubscribe link; every email says it was written by the site.
    expect(toHost!.listUnsubscribe).toBeUndefined();
    expect(toHost!.listUnsubscribePost).toBeUndefined();
    expect(toHost!.autoSubmitted).toBe('auto-generated');

    const [toGuest, ...moreToGuest] = inbox(guest, 'Lac Kivu Lodge');
    expect(moreToGuest).toEqual([]);
    expect(toGuest!.subject).toBe('Your booking request for Lac Kivu Lodge has been sent');
    expect(toGuest!.language).toBe('en');
    expect(toGuest!.text).toContain(`${SITE}/dashboard/user/bookings/${booking.id}`);
    expect(toGuest!.autoSubmitted).toBe('auto-generated');

    expect(await emailJobs(host.id, 'booking_requested')).toBe(1);
    expect(await emailJobs(guest.id, 'booking_requested_copy')).toBe(1);
    const [row] = await bell(host.id, 'booking_requested');
    expect(row).toMatchObject({
      link: `/dashboard/host/bookings/${booking.id}`,
      params: { bookingId: booking.id, propertyName: 'Lac Kivu Lodge', guestFirstName: 'Eric' },
    });
  });

  it('tells the guest of a confirmation and a refusal, and the host of a cancellation', async () => {
    const { property, roomTypes } = await createListing(ctx.database.db, host.id, { name: 'Nyungwe View' });
    const confirmed = await book(guest, roomTypes[0]!.id, property.id, 20, 22);
    const refused = await book(guest, roomTypes[0]!.id, property.id, 30, 31);
    const cancelled = await book(guest, roomTypes[0]!.id, property.id, 40, 41);
    expect((await setStatus(host, confirmed.id, 'confirmed')).statusCode).toBe(200);
    expect((await setStatus(host, refused.id, 'cancelled')).statusCode).toBe(200);
    expect((await setStatus(guest, cancelled.id, 'cancelled')).statusCode).toBe(200);
    await mail.waitFor(
      () => inbox(guest, 'Nyungwe View').length >= 5 && inbox(host, 'Nyungwe View').length >= 4,
    );
    await settle();

    expect(
      inbox(guest, 'Nyungwe View')
        .filter((e) => e.kind !== 'booking_requested_copy')
        .map((e) => e.subject)
        .sort(),
    ).toEqual(['Your booking at Nyungwe View was not accepted', 'Your stay at Nyungwe View is confirmed']);
    expect(
      inbox(host, 'Nyungwe View')
        .filter((e) => e.kind !== 'booking_requested')
        .map((e) => e.subject),
    ).toEqual(['Une réservation à Nyungwe View a été annulée']);
    expect(inbox(guest, 'booking_requested_copy').filter((e) => e.subject.includes('Nyungwe'))).toHaveLength(
      3,
    );
  });

  it('escapes what users wrote in the HTML', async () => {
    const evil = await signUpAs(ctx, 'user', { first_name: '<b>Eve</b>' });
    const { property, roomTypes } = await createListing(ctx.database.db, host.id, {
      name: 'Villa <script>alert(1)</script> & "Co"',
    });
    await book(evil, roomTypes[0]!.id, property.id, 50, 51);
    await mail.waitFor(() => inbox(host, 'Villa').length >= 1);
    const [toHost] = inbox(host, 'Villa');
    expect(toHost!.subject).toBe(
      'Nouvelle demande de réservation pour Villa <script>alert(1)</script> & "Co"',
    );
    const html = toHost!.html;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Eve</b>');
    expect(html).toContain('Villa &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
  });
});

describe('account and application emails', () => {
  it('welcomes a new account in the language it signed up in', async () => {
    const input = newUserInput({ first_name: 'Uwase' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'rw' },
      payload: input,
    });
    expect(response.statusCode).toBe(201);
    await mail.waitFor(() => mail.to(input.email).length >= 1);
    const [welcome] = mail.to(input.email);
    expect(welcome).toMatchObject({ subject: 'Murakaza neza kuri Ikaze, Uwase!', language: 'rw' });
    expect(welcome!.text).toContain('Muraho Uwase,');
    expect(welcome!.text).toContain(`${SITE}/`);
  });

  it('saves the language the site showed at sign-up, so a French browser’s guest gets French booking emails', async () => {
    const register = (payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/register', headers, payload });
    const savedLocale = async (id: number) =>
      (await ctx.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]!.locale;

    // The form sends the page's language; a client that does not is taken at its browser's word.
    const french = newUserInput({ first_name: 'Amélie' });
    const fromBrowser = await register(french, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(fromBrowser.statusCode).toBe(201);
    expect(await savedLocale(fromBrowser.json().user.UserID)).toBe('fr');
    const fromForm = await register(
      { ...newUserInput(), locale: 'rw' },
      { 'accept-language': 'en', cookie: 'ikaze_lang=en' },
    );
    expect(await savedLocale(fromForm.json().user.UserID)).toBe('rw');
    // Nothing named: no choice is saved (English is only the default).
    const unnamed = await register(newUserInput());
    expect(await savedLocale(unnamed.json().user.UserID)).toBeNull();
    const refused = await register({ ...newUserInput(), locale: 'de' }, { 'accept-language': 'fr' });
    expect(refused.statusCode).toBe(400);

    // Signed in later without the cookie, the French guest books: the copy is French.
    const amelie = { ...french, cookie: await signIn(ctx, french.username, french.password) };
    const { property, roomTypes } = await createListing(ctx.database.db, host.id, { name: 'Gisenyi Plage' });
    await bookThroughApi(
      ctx,
      {
        id: fromBrowser.json().user.UserID,
        username: french.username,
        password: french.password,
        cookie: amelie.cookie,
      },
      formBookingLine({
        roomTypeId: roomTypes[0]!.id,
        propertyId: property.id,
        checkIn: day(60),
        checkOut: day(61),
      }),
    );
    await mail.waitFor(() => mail.to(french.email).some((e) => e.kind === 'booking_requested_copy'));
    const copy = mail.to(french.email).find((e) => e.kind === 'booking_requested_copy')!;
    expect(copy.language).toBe('fr');
    expect(copy.subject).toBe('Votre demande de réservation pour Gisenyi Plage a bien été envoyée');
  });

  it('tells the host of an approval with the admin’s recommendation, once however often it is saved', async () => {
    const { property } = await createListing(ctx.database.db, host.id, {
      name: 'Musanze Nest',
      reviewStatus: 'pending',
    });
    const application = await insertApplication(ctx.database.db, {
      hostId: host.id,
      propertyId: property.id,
    });
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/listing_applications/${application.id}`,
        headers: sessionHeaders(admin),
        payload,
      });
    expect((await put({ recommendation: 'Add photos of the garden.' })).statusCode).toBe(200);
    expect((await put({ status: 'approved' })).statusCode).toBe(200);
    expect((await put({ status: 'approved' })).statusCode).toBe(200);
    await mail.waitFor(() => inbox(host, 'Musanze Nest').length >= 1);
    await settle();
    const [approved, ...more] = inbox(host, 'Musanze Nest');
    expect(more).toEqual([]);
    expect(approved!.subject).toBe('Votre logement Musanze Nest est approuvé');
    expect(approved!.text).toContain('Un mot de notre équipe\u00a0: Add photos of the garden.');
    expect(approved!.text).toContain(`${SITE}/dashboard/host/properties`);
  });
});

describe('email preferences', () => {
  const prefs = (user: SignedInUser, method: 'GET' | 'PUT' = 'GET', payload?: object, locale = 'en') =>
    ctx.app.inject({
      method,
      url: '/api/me/notification-preferences',
      headers: { ...sessionHeaders(user), 'accept-language': locale },
      ...(payload ? { payload } : {}),
    });

  it('lists every kind, essential ones on and marked', async () => {
    const response = await prefs(guest);
    expect(response.statusCode).toBe(200);
    const list = response.json<{ preferences: Array<{ kind: string; email: boolean; essential: boolean }> }>()
      .preferences;
    expect(list).toContainEqual({ kind: 'booking_confirmed', email: true, essential: true });
    expect(list).toContainEqual({ kind: 'message_received', email: true, essential: false });
    // Contact requests reach admins only; a host's kinds are not a guest's, but a host books stays too.
    expect(list.map((p) => p.kind)).not.toContain('contact_request');
    expect(list.map((p) => p.kind)).not.toContain('booking_requested');
    const hostKinds = (await prefs(host)).json().preferences.map((p: { kind: string }) => p.kind);
    expect(hostKinds).toEqual(expect.arrayContaining(['booking_requested', 'booking_confirmed']));
    expect(hostKinds).not.toContain('contact_request');
    expect((await prefs(admin)).json().preferences.map((p: { kind: string }) => p.kind)).toContain(
      'contact_request',
    );
  });

  it('refuses to turn off an essential kind, in the asker’s language, and changes nothing', async () => {
    const response = await prefs(
      guest,
      'PUT',
      {
        preferences: [
          { kind: 'message_received', email: false },
          { kind: 'booking_confirmed', email: false },
        ],
      },
      'fr',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ESSENTIAL_NOTIFICATION',
      message: 'Les e-mails concernant vos réservations et votre compte ne peuvent pas être désactivés.',
    });
    const list = (await prefs(guest)).json().preferences;
    expect(list).toContainEqual({ kind: 'message_received', email: true, essential: false });
  });

  it('stops the emails of a kind turned off but keeps the bell', async () => {
    const response = await prefs(guest, 'PUT', { preferences: [{ kind: 'message_received', email: false }] });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(NOTIFICATION_MESSAGES.preferencesSaved);
    expect(response.json().preferences).toContainEqual({
      kind: 'message_received',
      email: false,
      essential: false,
    });

    await ctx.database.db.transaction((tx) =>
      notify(tx, {
        userId: guest.id,
        kind: 'message_received',
        params: { conversationId: 1, senderFirstName: 'Aline', propertyName: 'Lac Kivu Lodge' },
        link: '/dashboard/user/messages/1',
      }),
    );
    await settle();
    expect(await bell(guest.id, 'message_received')).toHaveLength(1);
    expect(await emailJobs(guest.id, 'message_received')).toBe(0);
    expect(inbox(guest, 'message_received')).toEqual([]);
  });

  it('unsubscribes from a kind with the link of its email, without signing in', async () => {
    await ctx.database.db.transaction((tx) =>
      notify(tx, {
        userId: guest.id,
        kind: 'review_invitation',
        params: { bookingId: 1, propertyName: 'Lac Kivu Lodge' },
        link: '/dashboard/user/bookings/1/review',
      }),
    );
    await mail.waitFor(() => inbox(guest, 'review_invitation').length >= 1);
    const [invitation] = inbox(guest, 'review_invitation');
    expect(invitation!.subject).toBe('How was your stay at Lac Kivu Lodge?');
    const link = invitation!.listUnsubscribe!;
    expect(link.startsWith(`${SITE}/unsubscribe?token=`)).toBe(true);
    expect(invitation!.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    const token = new URL(link).searchParams.get('token')!;

    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token: token.replace('review_invitation', 'booking_confirmed') },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_UNSUBSCRIBE_LINK');

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      headers: { 'accept-language': 'fr' },
      payload: { token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kind: 'review_invitation',
      message:
        'C’est fait\u00a0: vous ne recevrez plus ces e-mails. Vous pouvez les réactiver dans vos préférences d’e-mail.',
    });
    expect((await prefs(guest)).json().preferences).toContainEqual({
      kind: 'review_invitation',
      email: false,
      essential: false,
    });
  });

  it('one-click: the List-Unsubscribe address takes a mail client’s POST with no cookie; a GET changes nothing', async () => {
    const reader = await signUpAs(ctx, 'user', { first_name: 'Grace' });
    const [row] = await ctx.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, reader.id));
    await ctx.database.db.transaction((tx) =>
      notify(tx, {
        userId: reader.id,
        kind: 'message_received',
        params: { conversationId: 1, senderFirstName: 'Aline', propertyName: 'Lac Kivu Lodge' },
        link: '/dashboard/user/messages/1',
      }),
    );
    await mail.waitFor(() => mail.to(row!.email).length >= 1);
    const [message] = mail.to(row!.email);
    expect(message!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(message!.autoSubmitted).toBe('auto-generated');
    const link = new URL(message!.listUnsubscribe!);
    expect(link.origin).toBe(SITE);
    expect(link.pathname).toBe('/unsubscribe');
    const address = `${link.pathname}${link.search}`;
    const wantsMessages = async (): Promise<boolean | undefined> =>
      (await prefs(reader))
        .json<{ preferences: Array<{ kind: string; email: boolean }> }>()
        .preferences.find((p) => p.kind === 'message_received')?.email;

    // Link scanners and readers open it with GET: the site answers the page (which asks first) and nothing
    // changes; the API has no GET that acts.
    const webDist = mkdtempSync(join(tmpdir(), 'ikaze-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Ikaze</title>');
    const site = await openSecondApp(ctx, { webDist });
    try {
      const opened = await site.inject({ method: 'GET', url: address });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toMatch(/^text\/html/);
      expect(await wantsMessages()).toBe(true);
    } finally {
      await site.close();
      rmSync(webDist, { recursive: true, force: true });
    }
    const api = await ctx.app.inject({ method: 'GET', url: `/api/notifications/unsubscribe${link.search}` });
    expect(api.statusCode).toBe(404);
    expect(await wantsMessages()).toBe(true);

    /** A POST to `url` as a mail client sends it: form-encoded (unless told), no cookie, no session, no CSRF token. */
    const oneClickPost = (url: string, headers: Record<string, string> = {}, payload = FORM_BODY) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload,
      });

    // Another site's form with a forged token, or none: refused, nothing changes.
    const forged = await oneClickPost(address.replace('message_received', 'review_reply'), {
      origin: 'https://evil.example',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_UNSUBSCRIBE_LINK');
    const missing = await ctx.app.inject({ method: 'POST', url: '/unsubscribe', payload: '' });
    expect(missing.statusCode).toBe(400);
    expect(await wantsMessages()).toBe(true);

    // The mail client's POST.
    const started = Date.now();
    const oneClick = await oneClickPost(address);
    expect(oneClick.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(oneClick.json().kind).toBe('message_received');
    expect(await wantsMessages()).toBe(false);
    // Sent again, as multipart (RFC 8058 allows both): still 200, still off.
    const again = await oneClickPost(
      address,
      { 'content-type': 'multipart/form-data; boundary=x' },
      '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    );
    expect(again.statusCode).toBe(200);
    expect(await wantsMessages()).toBe(false);
  });
});
