// Receipts end to end (docs/receipts.md): a reservation paid through the payment sandbox has a receipt, as a page
// and as a PDF, in English, French and Kinyarwanda; its amounts add up to what was paid; receipt numbers follow
// each other without a gap; the guest, the host and admins may read it, nobody else; the guest is emailed its link.
import { and, desc, eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  RECEIPT_MESSAGES,
  addDays,
  formatMoney,
  formatReceiptNumber,
  todayInKigali,
  type Booking,
  type BookingCreated,
} from '@ikaze/domain';
import { mailOutbox, notifications } from '../../../db/schema.ts';
import { openPaymentsApp } from '../../../test/payments-app.ts';
import {
  emailQueueSettled,
  sessionHeaders,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../../test/harness.ts';
import { createListing } from '../../../test/test-data.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { winAnsiText } from './receipt-pdf.ts';
import { receiptNumberSql } from './receipt-number.ts';

let ctx: TestContext;
let guest: SignedInUser;
let otherGuest: SignedInUser;
let host: SignedInUser;
let otherHost: SignedInUser;
let admin: SignedInUser;
let nextDay = 10;

beforeAll(async () => {
  ctx = await openPaymentsApp();
  [guest, otherGuest, host, otherHost, admin] = await Promise.all([
    signUpAs(ctx, 'user'),
    signUpAs(ctx, 'user'),
    signUpAs(ctx, 'host'),
    signUpAs(ctx, 'host'),
    signUpAs(ctx, 'admin'),
  ]);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

type Seed = Parameters<typeof createListing>[2];

/** A two-night stay in a fresh listing (RWF 50,000 a night unless seeded), so tests never share nights. */
async function stay(seed: Seed = {}, owner = host) {
  const { property, roomTypes } = await createListing(ctx.database.db, owner.id, seed);
  const checkIn = addDays(todayInKigali(), (nextDay += 3));
  return { property, roomType: roomTypes[0]!, checkIn, checkOut: addDays(checkIn, 2) };
}
type Stay = Awaited<ReturnType<typeof stay>>;

/** Books the stays in one reservation, paid from `phone` (or at the property), and answers its bookings. */
async function reserve(stays: Stay[], phone?: string, plan?: string): Promise<Booking[]> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: sessionHeaders(guest),
    payload: {
      userId: guest.id,
      bookings: stays.map((s) => ({
        roomTypeId: s.roomType.id,
        propertyId: s.property.id,
        roomNumber: 1,
        checkInDate: s.checkIn,
        checkOutDate: s.checkOut,
        ...(plan ? { rate_plan: plan } : {}),
      })),
      ...(phone ? { payment: { method: /^07[23]/.test(phone) ? 'airtel_money' : 'mtn_momo', phone } } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingCreated>().bookings;
}

async function readBooking(id: number): Promise<Booking> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/bookings/${id}`,
    headers: sessionHeaders(guest),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Booking>();
}

/** Waits until the sandbox's answer has settled the booking's payment. */
async function paid(id: number): Promise<Booking> {
  return vi.waitFor(
    async () => {
      const booking = await readBooking(id);
      expect(booking.payment?.status).toBe('successful');
      return booking;
    },
    { timeout: 30_000, interval: 100 },
  );
}

function receipt(
  id: number,
  format: 'html' | 'pdf',
  viewer: SignedInUser | null = guest,
  query = '',
  headers = {},
) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/bookings/${id}/receipt${format === 'pdf' ? '.pdf' : ''}${query}`,
    headers: { ...(viewer ? sessionHeaders(viewer) : {}), ...headers },
  });
}

/** Every amount `formatMoney` wrote in English ('RWF 81,000', '-RWF 9,000'), in order. */
const amountsIn = (text: string) =>
  [...text.matchAll(/(-?)RWF\u00a0([\d,]+)/g)].map((m) => Number(m[2]!.replace(/,/g, '')) * (m[1] ? -1 : 1));

describe('a paid booking’s receipt', { timeout: 90_000 }, () => {
  it('opens as a page and downloads as a PDF whose amounts add up to what was paid, discounts included', async () => {
    const s = await stay({
      roomTypes: [{ discount: 10 }],
      ratePlans: { non_refundable: { discount: 10 } },
    });
    const [made] = await reserve([s], '0788123456', 'nonRefundable');
    const booking = await paid(made!.id);
    const payment = booking.payment!;
    expect(payment.amount).toBe(81_000);
    const number = formatReceiptNumber(payment.receiptNumber!);

    const page = await receipt(made!.id, 'html', guest, '?lang=en');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(number);
    expect(page.body).toContain(s.property.name);
    expect(page.body).toContain('*******456');
    expect(page.body).not.toContain('0788123456');
    expect(page.body).toContain(payment.providerTransactionId!);
    expect(page.body).toContain('MTN MoMo');
    expect(page.body).toContain(formatMoney(81_000, 'en'));
    expect(page.body).toContain('Non-Refundable');
    expect(page.body).not.toMatch(/<script|https?:\/\//);

    const pdf = await receipt(made!.id, 'pdf', guest, '?lang=en');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(number);
    expect(text).toContain('*******456');
    expect(text).toContain(payment.providerTransactionId!);
    // Two nights at 50,000, then the subtotal, both discounts, the booking's total, how it divides (81,000 is a
    // room charge of 78,641 and 3 % tourism tax, 2,359.23 rounded: docs/taxes.md), and what was paid.
    expect(amountsIn(text)).toEqual([
      50_000, 50_000, 100_000, -10_000, -9_000, 81_000, 78_641, 2_359, 81_000,
    ]);

    // The guest was emailed the receipt's link, once.
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, guest.id), eq(notifications.kind, 'payment_received')));
    const mine = told.filter((n) => (n.params as { bookingId: number }).bookingId === made!.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.link).toBe(`/api/bookings/${made!.id}/receipt`);
    expect(mine[0]!.params).toMatchObject({ amount: 81_000, receiptNumber: number });
    // Its email, written by the statement that took the number, says the number too.
    await emailQueueSettled(ctx);
    const [email] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, guest.id), eq(mailOutbox.kind, 'payment_received')))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(email!.textBody).toContain(number);
    expect(email!.textBody).toContain(s.property.name);
    // That notice is the guest's copy of the request too (docs/payments.md#who-is-told): no second email at
    // the same moment; the host is asked.
    const about = async (kind: 'booking_requested_copy' | 'booking_requested') =>
      (await ctx.database.db.select().from(notifications).where(eq(notifications.kind, kind))).filter(
        (n) => (n.params as { bookingId: number }).bookingId === made!.id,
      );
    expect(await about('booking_requested_copy')).toHaveLength(0);
    expect(await about('booking_requested')).toHaveLength(1);
  });

  it('speaks French and Kinyarwanda, by ?lang= or the asker’s language, in the page and in the PDF', async () => {
    const [made] = await reserve([await stay()], '0733123456');
    const booking = await paid(made!.id);
    const number = formatReceiptNumber(booking.payment!.receiptNumber!);
    const cases = [
      {
        locale: 'fr',
        query: '?lang=fr',
        headers: {},
        words: ['Reçu', 'Montant payé', 'Départ', '100 000 RWF'],
      },
      { locale: 'fr', query: '', headers: { 'accept-language': 'fr' }, words: ['Reçu', 'Moyen de paiement'] },
      {
        locale: 'rw',
        query: '?lang=rw',
        headers: {},
        words: ['Inyemezabwishyu', 'Amafaranga yishyuwe', '100.000 RWF'],
      },
      {
        locale: 'rw',
        query: '',
        headers: { 'accept-language': 'rw' },
        words: ['Inyemezabwishyu', 'Kugenda'],
      },
    ];
    for (const { locale, query, headers, words } of cases) {
      const page = await receipt(made!.id, 'html', guest, query, headers);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.headers['content-language']).toBe(locale);
      expect(page.body).toContain(`<html lang="${locale}">`);
      expect(page.body).toContain('Airtel Money');
      const pdf = await receipt(made!.id, 'pdf', guest, query, headers);
      expect(pdf.statusCode).toBe(200);
      // The PDF's fonts write WinAnsi: French's narrow no-break space is a no-break space there.
      const text = pdfText(pdf.rawPayload).replace(/\u00a0/g, ' ');
      // Said with the answer when the text cannot be read, so that a failure explains itself.
      expect(text, `${pdf.headers['content-type']} ${pdf.rawPayload.length} bytes`).not.toBe('');
      for (const word of words) {
        expect(page.body.replace(/[\u00a0\u202f]/g, ' ')).toContain(word);
        expect(text).toContain(word);
      }
      expect(text).toContain(number);
      expect(text).not.toContain('?');
    }
    // English words are not left in the other languages.
    const french = await receipt(made!.id, 'html', guest, '?lang=fr');
    expect(french.body).not.toContain(RECEIPT_MESSAGES.amountPaid);
  });

  it('lists every booking of a reservation paid once; a host sees their own lines and the rest as one sum', async () => {
    const mine = await stay();
    const theirs = await stay({ roomTypes: [{ price: 30_000 }] }, otherHost);
    const made = await reserve([mine, theirs], '0788123457');
    const booking = await paid(made[0]!.id);
    expect(booking.payment!.amount).toBe(160_000);

    const guestText = pdfText((await receipt(made[0]!.id, 'pdf')).rawPayload);
    expect(guestText).toContain(mine.property.name);
    expect(guestText).toContain(theirs.property.name);
    const guestAmounts = amountsIn(guestText);
    // 2 × 50,000, subtotal, total, room charge and tourism tax; the same for 2 × 30,000; paid.
    expect(guestAmounts).toEqual([
      ...[50_000, 50_000, 100_000, 100_000, 97_087, 2_913],
      ...[30_000, 30_000, 60_000, 60_000, 58_252, 1_748],
      160_000,
    ]);

    const hostPage = await receipt(made[0]!.id, 'html', host);
    expect(hostPage.statusCode).toBe(200);
    expect(hostPage.body).toContain(mine.property.name);
    expect(hostPage.body).not.toContain(theirs.property.name);
    const hostText = pdfText((await receipt(made[0]!.id, 'pdf', host)).rawPayload);
    expect(hostText).toContain(RECEIPT_MESSAGES.otherStays);
    expect(amountsIn(hostText)).toEqual([50_000, 50_000, 100_000, 100_000, 97_087, 2_913, 60_000, 160_000]);
    // The other booking's receipt is the same payment's.
    expect((await receipt(made[1]!.id, 'html', otherHost)).body).toContain(
      formatReceiptNumber(booking.payment!.receiptNumber!),
    );
  });

  it('numbers receipts without a gap: two payments settled at once get consecutive numbers', async () => {
    const [a, b] = await Promise.all([stay(), stay()]);
    const [[first], [second]] = await Promise.all([reserve([a], '0788123458'), reserve([b], '0733123459')]);
    const numbers = (await Promise.all([paid(first!.id), paid(second!.id)])).map(
      (x) => x.payment!.receiptNumber!,
    );
    numbers.sort((x, y) => x - y);
    expect(numbers[1]! - numbers[0]!).toBe(1);
    // And no number is missing below them: every paid payment has one of 1…n.
    const rows = await ctx.database.db.execute(
      sql`select max(receipt_number)::int as n, count(receipt_number)::int as count from payments`,
    );
    const { n, count } = (rows as { rows: Array<{ n: number; count: number }> }).rows[0]!;
    expect(count).toBe(n);
  });

  it('is printed by the database as formatReceiptNumber prints it, past six digits too', async () => {
    const counts = [0, 1, 42, 999_999, 1_000_000, 123_456_789];
    const rows = await ctx.database.db.execute(
      sql`select ${receiptNumberSql(sql`n`)} as printed from unnest(${`{${counts.join(',')}}`}::int[]) with ordinality as t(n, i) order by i`,
    );
    expect((rows as { rows: Array<{ printed: string }> }).rows.map((r) => r.printed)).toEqual(
      counts.map(formatReceiptNumber),
    );
  });
});

describe('who may read a receipt, and when', { timeout: 90_000 }, () => {
  it('is for the guest, the host and admins; anyone else hears it does not exist', async () => {
    const [made] = await reserve([await stay()], '0788123460');
    await paid(made!.id);
    for (const format of ['html', 'pdf'] as const) {
      expect((await receipt(made!.id, format, guest)).statusCode).toBe(200);
      expect((await receipt(made!.id, format, host)).statusCode).toBe(200);
      expect((await receipt(made!.id, format, admin)).statusCode).toBe(200);
      expect((await receipt(made!.id, format, otherGuest)).statusCode).toBe(404);
      expect((await receipt(made!.id, format, otherHost)).statusCode).toBe(404);
      expect((await receipt(made!.id, format, null)).statusCode).toBe(401);
      expect((await receipt(999_999, format, admin)).statusCode).toBe(404);
    }
  });

  it('is not there until paid by wallet: 409 RECEIPT_NOT_AVAILABLE, in the asker’s language', async () => {
    const [atProperty] = await reserve([await stay()]);
    expect(atProperty!.payment?.method).toBe('at_property');
    const refused = await receipt(atProperty!.id, 'pdf', guest, '', { 'accept-language': 'fr' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'RECEIPT_NOT_AVAILABLE',
      message: 'Un reçu est disponible une fois la réservation payée par MTN MoMo ou Airtel Money.',
    });
    // Still waiting for approval on the phone (the sandbox's slow number).
    const [pending] = await reserve([await stay()], '0780000004');
    const html = await receipt(pending!.id, 'html', host);
    expect(html.statusCode).toBe(409);
    expect(html.json().code).toBe('RECEIPT_NOT_AVAILABLE');
  });
});

describe('the PDF’s letters', () => {
  it('keeps French and Kinyarwanda as written, and maps what WinAnsi lacks', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(winAnsiText('Reçu, Départ, « Réduction », n’ibyumba – 1…', font)).toBe(
      'Reçu, Départ, « Réduction », n’ibyumba – 1…',
    );
    // French groups with a narrow no-break space, which WinAnsi lacks: a no-break space.
    expect(winAnsiText('45\u202f000\u00a0RWF', font)).toBe('45\u00a0000\u00a0RWF');
    // Letters with accents WinAnsi lacks lose them; other scripts become '?'.
    expect(winAnsiText('Ŵ ő ū 東京', font)).toBe('W o u ??');
  });
});
