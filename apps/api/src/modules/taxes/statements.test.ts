// Monthly statements end to end (docs/statements.md): a VAT-registered host and one who is not, each with a
// discounted stay paid through the sandbox and partly refunded, read back as the statement's PDF (en, fr, rw) and
// CSV, every figure checked by hand against the law's rates; who may read it; the 1st's email, once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, nextMonth, todayInKigali, type HostEarnings } from '@ikaze/domain';
import { notifications, users } from '../../db/schema.ts';
import { sessionHeaders, signUpAs, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { bookPaidStay, openPaymentsApp } from '../../test/payments-app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { releasePayableStays } from '../payouts/release.ts';
import { releaseAndPay } from '../payouts/run.ts';
import { emailMonthlyStatements } from './statement-emails.ts';

const DELAY_HOURS = 24;
let ctx: TestContext;
let guest: SignedInUser;
let admin: SignedInUser;
let vatHost: SignedInUser;
let plainHost: SignedInUser;
let stranger: SignedInUser;
/** A month at least a month ahead, whose stays are all bookable now. */
const month = nextMonth(addDays(todayInKigali(), 20).slice(0, 7));
let vatStay: number;
let plainStay: number;

function api(method: 'GET' | 'POST' | 'PUT', url: string, who: SignedInUser | null, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: who ? sessionHeaders(who) : {},
    ...(payload ? { payload } : {}),
  });
}

/** A host whose payouts go to a MoMo number given with their listing (no 48-hour wait). */
async function host(momoCode: string) {
  const made = await signUpAs(ctx, 'host');
  await ctx.database.db.update(users).set({ momoCode }).where(eq(users.id, made.id));
  return made;
}

/**
 * Two nights at RWF 50,000 with the room type's 10 % discount (RWF 90,000 paid), checking in on `day` of the
 * month, confirmed, then RWF 20,000 refunded by the host: RWF 70,000 kept.
 */
async function discountedStayRefunded(owner: SignedInUser, day: string, vatRegistered: boolean) {
  const checkIn = `${month}-${day}`;
  const booking = await bookPaidStay(ctx, {
    guest,
    host: owner,
    phone: '0788456123',
    checkIn,
    listing: {
      roomTypes: [{ discount: 10 }],
      ...(vatRegistered ? { vatRegistered: true, tin: '123456789' } : {}),
    },
  });
  expect(booking.total_price).toBe(90_000);
  const confirmed = await api('PUT', `/api/bookings/${booking.id}/status`, owner, { status: 'confirmed' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const refund = await api('POST', `/api/bookings/${booking.id}/refunds`, owner, { amount: 20_000 });
  expect(refund.statusCode, refund.body).toBe(201);
  return { id: booking.id, checkIn };
}

beforeAll(async () => {
  ctx = await openPaymentsApp();
  [guest, admin, stranger] = await Promise.all([
    signUpAs(ctx, 'user'),
    signUpAs(ctx, 'admin'),
    signUpAs(ctx, 'host'),
  ]);
  [vatHost, plainHost] = await Promise.all([host('0788111222'), host('0788333444')]);
  const [vat, plain] = await Promise.all([
    discountedStayRefunded(vatHost, '03', true),
    discountedStayRefunded(plainHost, '10', false),
  ]);
  vatStay = vat.id;
  plainStay = plain.id;
  // Both hosts are paid in the month: each stay becomes payable a day after check-in, and the run on the day after
  // the later one's pays both (the clock moved to then).
  const due = new Date(Date.parse(`${plain.checkIn}T12:01:00Z`) + DELAY_HOURS * 3_600_000);
  await releasePayableStays(ctx.database.db, DELAY_HOURS, due);
  await releaseAndPay(ctx.database.db, DELAY_HOURS, due);
  ctx.app.payouts.wake();
  for (const owner of [vatHost, plainHost])
    await vi.waitFor(
      async () => {
        const earnings = (await api('GET', '/api/host/earnings', owner)).json<HostEarnings>();
        expect(earnings.payouts[0]?.status).toBe('successful');
      },
      { timeout: 10_000, interval: 100 },
    );
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

/** Parses our CSV back: RFC 4180 with CRLF ends, a byte-order mark first (lib/csv.ts). */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

/** The amounts an English PDF shows, in order: `RWF 90,000` and `-RWF 20,000`. */
const amountsIn = (text: string) =>
  [...text.matchAll(/(-?)RWF\u00a0([\d,]+)/g)].map((m) => Number(m[2]!.replace(/,/g, '')) * (m[1] ? -1 : 1));

describe('a host’s monthly statement', { timeout: 60_000 }, () => {
  it('adds up a VAT-registered host’s discounted, partly refunded stay by the law’s rates', async () => {
    const csv = await api('GET', `/api/host/statements/${month}.csv`, vatHost);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="statement-${month}.csv"`);
    const [header, line, totals, ...rest] = parseCsv(csv.body);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'Booking',
      'Property',
      'Room type',
      'Check-in',
      'Check-out',
      'Status',
      'Paid (RWF)',
      'Refunded (RWF)',
      'Room charge kept (RWF)',
      'VAT kept (RWF)',
      'Tourism tax kept (RWF)',
      'Commission (RWF)',
      'Net (RWF)',
    ]);
    // Kept 90,000 - 20,000 = 70,000, divided by the law (VAT 18 % and tourism tax 3 % of the room charge):
    // 70,000 / 1.21 = 57,851.2, so a room charge of 57,851 bears VAT 18 % = 10,413.18 -> 10,413 and tourism tax
    // 3 % = 1,735.53 -> 1,736 (half up); 57,851 + 10,413 + 1,736 = 70,000. The commission: 12 % of the room charge
    // kept, 57,851 x 0.12 = 6,942.12 -> 6,942. Net: 70,000 - 6,942 = 63,058.
    const figures = ['90000', '20000', '57851', '10413', '1736', '6942', '63058'];
    expect(line).toEqual([
      String(vatStay),
      expect.stringMatching(/^Test Lodge/),
      'double',
      `${month}-03`,
      `${month}-05`,
      'confirmed',
      ...figures,
    ]);
    expect(totals).toEqual(['Total', '', '', '', '', '', ...figures]);

    const pdf = await api('GET', `/api/host/statements/${month}.pdf?lang=en`, vatHost);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Monthly statement');
    expect(text).toContain('123456789');
    expect(text).toContain('VAT (18%)');
    // The payout of the net, to the MoMo number with all but its last 3 digits hidden.
    expect(text).toContain('RWF\u00a063,058 · MTN MoMo *******222');
    expect(text).not.toContain('0788111222');
    // The stay, the totals, the payout and the total paid out, then the taxes to declare: tourism tax, VAT.
    const stay = [90_000, -20_000, 57_851, 10_413, 1_736, -6_942, 63_058];
    expect(amountsIn(text)).toEqual([...stay, ...stay, 63_058, 63_058, 1_736, 10_413]);
    // Declared and paid by the 15th of the next month.
    const [year, m] = nextMonth(month).split('-');
    const monthName = new Date(Date.UTC(Number(year), Number(m) - 1, 15)).toLocaleString('en-GB', {
      month: 'long',
      timeZone: 'UTC',
    });
    expect(text).toContain(`15 ${monthName} ${year}`);
  });

  it('shows a host who is not VAT-registered no VAT, and the month’s payout, masked', async () => {
    const csv = await api('GET', `/api/host/statements/${month}.csv`, plainHost);
    expect(csv.statusCode, csv.body).toBe(200);
    const [, line, totals] = parseCsv(csv.body);
    // Kept 70,000, divided with the tourism tax alone: 70,000 / 1.03 = 67,961.2, a room charge of 67,961 bears
    // 3 % = 2,038.83 -> 2,039; 67,961 + 2,039 = 70,000. Commission 12 % of 67,961 = 8,155.32 -> 8,155; net
    // 70,000 - 8,155 = 61,845.
    const figures = ['90000', '20000', '67961', '0', '2039', '8155', '61845'];
    expect(line).toEqual([
      String(plainStay),
      expect.any(String),
      'double',
      `${month}-10`,
      `${month}-12`,
      'confirmed',
      ...figures,
    ]);
    expect(totals!.slice(6)).toEqual(figures);

    const text = pdfText(
      (await api('GET', `/api/host/statements/${month}.pdf?lang=en`, plainHost)).rawPayload,
    );
    expect(text).not.toContain('VAT (');
    // The payout: the net share, 61,845, to the MoMo number with all but its last 3 digits hidden.
    expect(text).toContain('MTN MoMo *******444');
    expect(text).not.toContain('0788333444');
    const stay = [90_000, -20_000, 67_961, 2_039, -8_155, 61_845];
    expect(amountsIn(text)).toEqual([...stay, ...stay, 61_845, 61_845, 2_039, 0]);
  });

  it('speaks French and Kinyarwanda, in the PDF and the CSV’s header', async () => {
    const cases = [
      { lang: 'fr', words: ['Relevé mensuel', 'Taxe touristique due', 'TVA due', 'Versements du mois'] },
      { lang: 'rw', words: ['Inyandiko y’imari y’ukwezi', 'TVA igomba kwishyurwa', 'Igiteranyo'] },
    ];
    for (const { lang, words } of cases) {
      const pdf = await api('GET', `/api/host/statements/${month}.pdf?lang=${lang}`, vatHost);
      expect(pdf.headers['content-language']).toBe(lang);
      const text = pdfText(pdf.rawPayload).replace(/\u00a0/g, ' ');
      for (const word of words) expect(text).toContain(word);
      expect(text).toContain(lang === 'fr' ? '57 851 RWF' : '57.851 RWF');
    }
    const csv = await ctx.app.inject({
      url: `/api/host/statements/${month}.csv`,
      headers: { ...sessionHeaders(vatHost), 'accept-language': 'fr' },
    });
    expect(parseCsv(csv.body)[0]).toContain('TVA conservée (RWF)');
  });

  it('is the host’s own: an admin names the host, another host hears 404, a guest 403, nobody 401', async () => {
    const url = `/api/host/statements/${month}.csv`;
    const mine = parseCsv((await api('GET', url, vatHost)).body);
    const asAdmin = await api('GET', `${url}?hostId=${vatHost.id}`, admin);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(parseCsv(asAdmin.body)).toEqual(mine);
    const whose = await api('GET', url, admin);
    expect(whose.statusCode).toBe(400);
    expect(whose.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'hostId' });
    const other = await api('GET', `${url}?hostId=${vatHost.id}`, stranger);
    expect(other.statusCode).toBe(404);
    // Another host's own statement has none of it.
    expect(parseCsv((await api('GET', url, stranger)).body)).toHaveLength(2);
    const empty = pdfText((await api('GET', `/api/host/statements/${month}.pdf`, stranger)).rawPayload);
    expect(empty).toContain('No stay paid through Ikaze checked out this month.');
    expect(empty).toContain('No payout was made this month.');
    expect((await api('GET', `${url}?hostId=${guest.id}`, admin)).statusCode).toBe(404);
    expect((await api('GET', url, guest)).statusCode).toBe(403);
    expect((await api('GET', url, null)).statusCode).toBe(401);
    const bad = await api('GET', '/api/host/statements/2026-13.pdf', vatHost);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Choose the statement’s month as YYYY-MM.' });
  });

  it('emails each host of the month before once on the 1st, even when the job runs twice', async () => {
    const first = `${nextMonth(month)}-01`;
    const told = async (owner: SignedInUser) =>
      ctx.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'monthly_statement')));
    // The plain host reads French: their email is written in French.
    await ctx.database.db.update(users).set({ locale: 'fr' }).where(eq(users.id, plainHost.id));
    const [a, b] = await Promise.all([
      emailMonthlyStatements(ctx.database.db, first),
      emailMonthlyStatements(ctx.database.db, first),
    ]);
    expect(a + b).toBe(2);
    expect(await emailMonthlyStatements(ctx.database.db, first)).toBe(0);
    for (const owner of [vatHost, plainHost]) {
      const sent = await told(owner);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        params: { month },
        link: `/api/host/statements/${month}.pdf`,
      });
    }
    // A host without stays that month hears nothing.
    expect(await told(stranger)).toEqual([]);
    const emails = await vi.waitFor(
      async () => {
        const outbox = await api('GET', '/api/admin/outbox', admin);
        const kept = outbox
          .json<{ items: { kind: string; locale: string; subject: string; text: string }[] }>()
          .items.filter((email) => email.kind === 'monthly_statement');
        expect(kept).toHaveLength(2);
        return kept;
      },
      { timeout: 15_000, interval: 200 },
    );
    const french = emails.find((email) => email.locale === 'fr')!;
    expect(french.subject).toMatch(/^Votre relevé de /);
    expect(french.text).toContain(`/api/host/statements/${month}.pdf`);
  });
});
