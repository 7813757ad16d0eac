// The booking emails a guest and a host act on (docs/decisions/0051-emails-to-act-on.md), read from a real SMTP
// server: request, confirmation, cancellation (a refusal, a guest's cancellation) and expiry, in English and in
// French, each with the booking number, the stay and the property's times, the rooms, the total and what is owed
// at the property or was paid, the address, a link to the booking's page and the headers of an automatic email;
// the host's contact in the guest's confirmation only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, formatDate, formatMoney, todayInKigali, type Locale } from '@ikaze/domain';
import { bookings, payments, users } from '../../../db/schema.ts';
import {
  createTestContext,
  emailQueueSettled,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../../test/harness.ts';
import { bookThroughApi, formBookingLine, setBookingStatus } from '../../../test/booking-requests.ts';
import { createListing, houseRules, insertBooking } from '../../../test/test-data.ts';
import { expirePendingBookings } from '../../bookings/expiry.ts';
import { notify } from '../notify.ts';
import { startTestMailServer, type ReceivedEmail, type TestMailServer } from '../test-mail-server.ts';

const SITE = 'https://ikaze.example';
const EXPIRY_HOURS = 48;

let mail: TestMailServer;
let ctx: TestContext;
const people: Record<string, SignedInUser> = {};
const address: Record<string, string> = {};

/** A person in a language, with the name and phone their emails show. */
async function person(key: string, role: 'host' | 'user', locale: Locale, first: string, phone: string) {
  const user = await signUpAs(ctx, role, { first_name: first, last_name: 'Uwase', phone_number: phone });
  await ctx.database.db.update(users).set({ locale }).where(eq(users.id, user.id));
  const [row] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  people[key] = user;
  address[key] = row!.email;
}

beforeAll(async () => {
  mail = await startTestMailServer();
  ctx = await createTestContext({
    config: { smtpUrl: mail.url, publicUrl: SITE, pendingBookingExpiryHours: EXPIRY_HOURS },
  });
  await person('hostEn', 'host', 'en', 'Claudine', '0788111222');
  await person('hostFr', 'host', 'fr', 'Jean', '0788333444');
  await person('guestEn', 'user', 'en', 'Eric', '0788555666');
  await person('guestFr', 'user', 'fr', 'Amélie', '0788777888');
});
afterAll(async () => {
  await ctx?.close();
  await mail?.close();
});

const day = (n: number) => addDays(todayInKigali(), n);

/** What the facts say in each language, as a reader sees them in the plain-text part. */
const WORDS = {
  en: {
    number: (id: number) => `Booking number: ${id}`,
    checkIn: (d: string) => `Check-in: ${formatDate(d, 'en', 'long')}, from 14:00`,
    checkOut: (d: string) => `Check-out: ${formatDate(d, 'en', 'long')}, by 10:30`,
    nights: (n: number) => `Nights: ${n}`,
    rooms: 'Rooms: 2 × Double',
    total: (amount: number) => `Total: ${formatMoney(amount, 'en')}`,
    owed: (amount: number) => `To pay at the property: ${formatMoney(amount, 'en')}`,
    paid: (amount: number) => `Paid: ${formatMoney(amount, 'en')} (MTN MoMo)`,
    address: 'Address: KN 5 Rd, Kigali',
    host: (name: string, phone: string, email: string) => [
      `Your host: ${name} Uwase`,
      `Host's phone: ${phone}`,
      `Host's email: ${email}`,
    ],
    hostLabel: 'Your host',
  },
  fr: {
    number: (id: number) => `Numéro de réservation\u00a0: ${id}`,
    checkIn: (d: string) => `Arrivée\u00a0: ${formatDate(d, 'fr', 'long')}, à partir de 14\u00a0h\u00a000`,
    checkOut: (d: string) => `Départ\u00a0: ${formatDate(d, 'fr', 'long')}, au plus tard à 10\u00a0h\u00a030`,
    nights: (n: number) => `Nuits\u00a0: ${n}`,
    rooms: 'Chambres\u00a0: 2 × Double',
    total: (amount: number) => `Total\u00a0: ${formatMoney(amount, 'fr')}`,
    owed: (amount: number) => `À régler sur place\u00a0: ${formatMoney(amount, 'fr')}`,
    paid: (amount: number) => `Déjà payé\u00a0: ${formatMoney(amount, 'fr')} (MTN MoMo)`,
    address: 'Adresse\u00a0: KN 5 Rd, Kigali',
    host: (name: string, phone: string, email: string) => [
      `Votre hôte\u00a0: ${name} Uwase`,
      `Téléphone de l’hôte\u00a0: ${phone}`,
      `E-mail de l’hôte\u00a0: ${email}`,
    ],
    hostLabel: 'Votre hôte',
  },
} as const;

interface Stay {
  id: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  total: number;
}

/** The facts every booking email carries, in the reader's language, as text and as escaped HTML. */
function expectFacts(email: ReceivedEmail, locale: 'en' | 'fr', stay: Stay, owed: boolean) {
  const w = WORDS[locale];
  const lines = [
    w.number(stay.id),
    w.checkIn(stay.checkIn),
    w.checkOut(stay.checkOut),
    w.nights(stay.nights),
    w.rooms,
    w.total(stay.total),
    w.address,
  ];
  for (const line of lines) expect(email.text).toContain(line);
  expect(email.text.includes(w.owed(stay.total))).toBe(owed);
  expect(email.html).toContain('KN 5 Rd, Kigali');
  expect(email.language).toBe(locale);
  expect(email.autoSubmitted).toBe('auto-generated');
  // Booking emails cannot be turned off: no unsubscribe headers.
  expect(email.listUnsubscribe).toBeUndefined();
  expect(email.listUnsubscribePost).toBeUndefined();
}

const hostContact = (locale: 'en' | 'fr', host: string, first: string, phone: string) =>
  WORDS[locale].host(first, phone, address[host]!);

/** The one email of `kind` about booking `id` that reached `who`. */
async function emailOf(who: string, kind: string, id: number): Promise<ReceivedEmail> {
  const matching = () =>
    mail.to(address[who]!).filter((e) => e.kind === kind && e.text.includes(`/bookings/${id}`));
  await mail.waitFor(() => matching().length >= 1);
  await ctx.app.jobs!.relay();
  await emailQueueSettled(ctx);
  const found = matching();
  expect(found).toHaveLength(1);
  return found[0]!;
}

const setStatus = (user: SignedInUser, id: number, status: string) => setBookingStatus(ctx, user, id, status);

describe.each([
  { guestLocale: 'en', hostLocale: 'fr', guest: 'guestEn', host: 'hostFr', hostFirst: 'Jean' },
  { guestLocale: 'fr', hostLocale: 'en', guest: 'guestFr', host: 'hostEn', hostFirst: 'Claudine' },
] as const)(
  'a guest reading $guestLocale, a host reading $hostLocale',
  ({ guestLocale, hostLocale, guest, host, hostFirst }) => {
    let roomTypeId: number;
    let propertyId: number;
    const hostPhone = host === 'hostFr' ? '0788333444' : '0788111222';

    beforeAll(async () => {
      const listing = await createListing(ctx.database.db, people[host]!.id, {
        name: `Kivu Facts ${guestLocale}`,
        address: 'KN 5 Rd',
        city: 'Kigali',
        rules: houseRules({ checkInTime: '14:00', checkOutTime: '10:30', payAtProperty: true }),
      });
      roomTypeId = listing.roomTypes[0]!.id;
      propertyId = listing.property.id;
    });

    /** Two rooms from `from` for `nights` nights, paid at the property. */
    async function book(from: number, nights: number): Promise<Stay> {
      const booking = await bookThroughApi(
        ctx,
        people[guest]!,
        formBookingLine({
          roomTypeId,
          propertyId,
          checkIn: day(from),
          checkOut: day(from + nights),
          rooms: 2,
        }),
      );
      expect(booking.total_price).toBe(2 * nights * 50_000);
      return {
        id: booking.id,
        checkIn: day(from),
        checkOut: day(from + nights),
        nights,
        total: booking.total_price,
      };
    }

    it('the request reaches the host and its copy the guest, with the facts, the amount owed and the links', async () => {
      const stay = await book(10, 2);
      const request = await emailOf(host, 'booking_requested', stay.id);
      expectFacts(request, hostLocale, stay, true);
      expect(request.text).toContain(`${SITE}/dashboard/host/bookings/${stay.id}`);
      expect(request.html).toContain(`href="${SITE}/dashboard/host/bookings/${stay.id}"`);
      expect(request.text).not.toContain(WORDS[hostLocale].hostLabel);

      const copy = await emailOf(guest, 'booking_requested_copy', stay.id);
      expectFacts(copy, guestLocale, stay, true);
      expect(copy.text).toContain(`${SITE}/dashboard/user/bookings/${stay.id}`);
      // A pending booking does not give the host's contact (decision 0013).
      expect(copy.text).not.toContain(WORDS[guestLocale].hostLabel);
    });

    it('the confirmation gives the guest the host’s phone and email', async () => {
      const stay = await book(20, 3);
      expect((await setStatus(people[host]!, stay.id, 'confirmed')).statusCode).toBe(200);
      const confirmation = await emailOf(guest, 'booking_confirmed', stay.id);
      expectFacts(confirmation, guestLocale, stay, true);
      for (const line of hostContact(guestLocale, host, hostFirst, hostPhone))
        expect(confirmation.text).toContain(line);
      expect(confirmation.html).toContain(address[host]!);
      expect(confirmation.html).toContain(`href="${SITE}/dashboard/user/bookings/${stay.id}"`);
    });

    it('a refusal tells the guest and a cancellation the host, with nothing owed and no contact', async () => {
      const refused = await book(30, 1);
      const cancelled = await book(40, 1);
      expect((await setStatus(people[host]!, refused.id, 'cancelled')).statusCode).toBe(200);
      expect((await setStatus(people[guest]!, cancelled.id, 'cancelled')).statusCode).toBe(200);

      const refusal = await emailOf(guest, 'booking_rejected', refused.id);
      expectFacts(refusal, guestLocale, refused, false);
      expect(refusal.text).not.toContain(WORDS[guestLocale].hostLabel);
      expect(refusal.text).toContain(`${SITE}/dashboard/user/bookings/${refused.id}`);

      const cancellation = await emailOf(host, 'booking_cancelled', cancelled.id);
      expectFacts(cancellation, hostLocale, cancelled, false);
      expect(cancellation.text).toContain(`${SITE}/dashboard/host/bookings/${cancelled.id}`);
    });

    it('an expired request tells both sides, with nothing owed', async () => {
      const stay = await book(50, 2);
      await ctx.database.db
        .update(bookings)
        .set({ createdAt: sql`now() - make_interval(hours => ${EXPIRY_HOURS + 1})` })
        .where(eq(bookings.id, stay.id));
      await expirePendingBookings(ctx.database.db, EXPIRY_HOURS);

      const toHost = await emailOf(host, 'booking_expired', stay.id);
      expectFacts(toHost, hostLocale, stay, false);
      expect(toHost.text).toContain(`${SITE}/dashboard/host/bookings/${stay.id}`);
      const toGuest = await emailOf(guest, 'booking_expired', stay.id);
      expectFacts(toGuest, guestLocale, stay, false);
      expect(toGuest.text).toContain(`${SITE}/dashboard/user/bookings/${stay.id}`);
    });
  },
);

describe('a stay paid with a wallet', () => {
  it('says what was paid and how, and owes nothing at the property', async () => {
    const { property, roomTypes } = await createListing(ctx.database.db, people.hostEn!.id, {
      name: 'Kivu Facts Paid',
      address: 'KN 5 Rd',
      city: 'Kigali',
      rules: houseRules({ checkInTime: '14:00', checkOutTime: '10:30' }),
    });
    const [payment] = await ctx.database.db
      .insert(payments)
      .values({
        reference: randomUUID(),
        userId: people.guestFr!.id,
        method: 'mtn_momo',
        phone: '0788777888',
        amount: 400_000,
        status: 'successful',
        paidAt: new Date(),
      })
      .returning();
    const stay = { id: 0, checkIn: day(60), checkOut: day(62), nights: 2, total: 400_000 };
    const booking = await insertBooking(ctx.database.db, {
      userId: people.guestFr!.id,
      propertyId: property.id,
      roomTypeId: roomTypes[0]!.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: 2,
      totalPrice: stay.total,
      status: 'confirmed',
      paymentId: payment!.id,
    });
    stay.id = booking.id;
    await ctx.database.db.transaction((tx) =>
      notify(tx, {
        userId: people.guestFr!.id,
        kind: 'booking_confirmed',
        params: {
          bookingId: booking.id,
          propertyName: 'Kivu Facts Paid',
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
        },
        link: `/dashboard/user/bookings/${booking.id}`,
      }),
    );
    const confirmation = await emailOf('guestFr', 'booking_confirmed', booking.id);
    expectFacts(confirmation, 'fr', stay, false);
    expect(confirmation.text).toContain(WORDS.fr.paid(400_000));
    for (const line of hostContact('fr', 'hostEn', 'Claudine', '0788111222'))
      expect(confirmation.text).toContain(line);
  });
});
