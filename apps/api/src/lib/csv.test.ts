// The one CSV writer and every CSV the product sends, read back with a real CSV parser the ways a spreadsheet
// may read them: split on ',' (as written) and on ';' (French and other European Excel), honouring quotes or
// not. In no reading may a cell start as a formula (docs/decisions/0037-smaller-holes.md).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { REPORT_TYPES } from '@ikaze/domain';
import { bookings, payments, properties, users } from '../db/schema.ts';
import { createTestContext, signUpAs, type SignedInUser, type TestContext } from '../test/harness.ts';
import { insertBooking, insertProperty, insertRoomType } from '../test/test-data.ts';
import { toCsvCell, toCsvHeader, toCsvLine } from './csv.ts';

/** Text a user may type that a spreadsheet would run, at the start or after a ';' or a line break. */
const HOSTILE = [
  '=HYPERLINK("http://evil.example")',
  '+250788123456',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
  ' =1+1',
  '"=1+1"',
  'Kigali;=1+1',
  "Kigali; =cmd|' /C calc'!A0",
  'Kigali;"=1+1"',
  'Kigali;+250788123456',
  'Kigali;-2+3',
  'Kigali;@SUM(A1)',
  'Kigali;\t=1',
  'Kigali;\rnext',
  ';=1+1',
  'Hotel "Akagera", Kigali;=1+1',
  'line one\n=1+1',
  'line one\r\n@SUM(A1)',
  'line one\r+1',
];

/** Would a spreadsheet run this cell (spaces and quotes before the formula character do not stop it)? */
const runsAsFormula = (cell: string) => /^[\s"]*[=+\-@]/.test(cell) || /^[\t\r]/.test(cell);

/** Every cell of the text, read with each separator, with quotes honoured and not (a naive reader). */
function cellsInEveryReading(text: string): string[] {
  const cells: string[] = [];
  for (const delimiter of [',', ';'])
    for (const quote of ['"', false] as const) {
      const rows: string[][] = parse(text, {
        delimiter,
        quote,
        bom: true,
        relax_quotes: true,
        relax_column_count: true,
        record_delimiter: ['\r\n', '\n', '\r'],
      });
      cells.push(...rows.flat());
    }
  return cells;
}

/** The file as written, read as RFC 4180 says (',' and quotes honoured). */
const readAsWritten = (text: string): string[][] =>
  parse(text, { bom: true, relax_column_count: true, record_delimiter: '\r\n' });

/** What the writer adds to a value: a ' after each place where a cell may start. */
const withoutGuards = (cell: string) => cell.replace(/(^|[;\r\n])'/g, '$1');

describe('the CSV writer', () => {
  it('quotes, doubles quotes and neutralises formulas', () => {
    expect(toCsvCell('plain')).toBe('plain');
    expect(toCsvCell('a,b')).toBe('"a,b"');
    expect(toCsvCell('a;b')).toBe('"a;b"');
    expect(toCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(toCsvCell('two\nlines')).toBe('"two\nlines"');
    expect(toCsvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(toCsvCell('=1+1')).toBe("'=1+1");
    expect(toCsvCell('+250788')).toBe("'+250788");
    expect(toCsvCell('-2')).toBe("'-2");
    expect(toCsvCell('@cmd')).toBe("'@cmd");
    expect(toCsvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(toCsvCell('\tTab')).toBe("'\tTab");
    expect(toCsvCell('Kigali;=1+1')).toBe(`"Kigali;'=1+1"`);
    expect(toCsvCell('one\n@x')).toBe(`"one\n'@x"`);
    expect(toCsvCell(42)).toBe('42');
    expect(toCsvCell(null)).toBe('');
    expect(toCsvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('leaves ordinary text with dashes, semicolons and at-signs as typed', () => {
    for (const text of ['Room 12; 2 adults', 'jean@example.rw', 'Check-in 14:00 - 22:00', 'a - b; c'])
      expect(readAsWritten(toCsvLine([text]))).toEqual([[text]]);
  });

  it.each(HOSTILE)('writes %j so that no reading runs a formula, and reads it back', (value) => {
    const text = toCsvHeader(['id', 'text', 'after']) + toCsvLine([1, value, value]) + toCsvLine([2, 'x', 3]);
    const formulas = cellsInEveryReading(text).filter(runsAsFormula);
    expect(formulas).toEqual([]);
    const [, row] = readAsWritten(text);
    expect(row!.map(withoutGuards)).toEqual(['1', value, value]);
  });
});

describe('every CSV the product sends', () => {
  let ctx: TestContext;
  let admin: SignedInUser;
  let guest: SignedInUser;
  const csvDownloads = [
    ...REPORT_TYPES.map((t) => `/api/reports/${t}/csv`),
    '/api/me/export/bookings.csv',
    '/api/admin/payments.csv',
  ];

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.database.db;
    let host: SignedInUser;
    [admin, host, guest] = await Promise.all([
      signUpAs(ctx, 'admin'),
      signUpAs(ctx, 'host'),
      signUpAs(ctx, 'user'),
    ]);
    // Every free text a CSV carries holds a hostile value: names, property name and address (a room type's
    // title is one of a fixed list).
    for (const [i, value] of HOSTILE.entries()) {
      const person = i % 2 === 0 ? host : guest;
      await db
        .update(users)
        .set({ firstName: value, lastName: HOSTILE[(i + 1) % HOSTILE.length]! })
        .where(eq(users.id, person.id));
      const property = await insertProperty(db, host.id, { name: value, address: value });
      const roomType = await insertRoomType(db, property.id, host.id);
      await insertBooking(db, { userId: guest.id, propertyId: property.id, roomTypeId: roomType.id });
    }
    expect(await db.$count(properties)).toBe(HOSTILE.length);
    // Payments for the guest's bookings, each with a hostile provider id: the payments CSV carries those, the
    // guest's and the properties' names.
    const paid = await db
      .insert(payments)
      .values(
        HOSTILE.map((value) => ({
          reference: randomUUID(),
          userId: guest.id,
          method: 'at_property' as const,
          amount: 0,
          status: 'not_required' as const,
          providerTransactionId: value,
        })),
      )
      .returning();
    await db.update(bookings).set({ paymentId: paid[0]!.id });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('covers every CSV route of the API', () => {
    const documented = Object.keys((ctx.app.swagger() as { paths: object }).paths).filter((p) =>
      /[/.]csv$/.test(p),
    );
    // The money CSVs (earnings, bank batches, finance and tax summaries, hosts' statements) are written by the same
    // lib/csv.ts; the ones below are also read back with hostile values in every free-text cell.
    expect(documented.map((p) => p.replace('{reportType}', ':type')).sort()).toEqual(
      [
        '/api/me/export/bookings.csv',
        '/api/reports/:type/csv',
        '/api/admin/payments.csv',
        '/api/host/earnings.csv',
        '/api/admin/bank-batches/{id}.csv',
        '/api/admin/finance/summary.csv',
        '/api/admin/taxes/summary.csv',
        '/api/host/statements/{month}.csv',
      ].sort(),
    );
  });

  it.each(csvDownloads)('%s: no cell runs as a formula when read with , or ;', async (url) => {
    const who = url.startsWith('/api/me') ? guest : admin;
    const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = readAsWritten(response.body);
    expect(rows.length).toBeGreaterThan(1);
    expect(cellsInEveryReading(response.body).filter(runsAsFormula)).toEqual([]);
    // The hostile values arrive whole, only guarded.
    const cells = new Set(rows.flat().map(withoutGuards));
    const carried = HOSTILE.filter((value) => cells.has(value));
    expect(carried.length).toBeGreaterThan(0);
  });
});
