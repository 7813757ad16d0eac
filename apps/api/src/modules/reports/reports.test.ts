import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  REPORT_TYPES,
  todayInKigali,
  type ReportCard,
  type ReportDetail,
} from '@ikaze/domain';
import { bookings, properties, roomTypes, users } from '../../db/schema.ts';
import { createTestContext, signUpAs, type SignedInUser, type TestContext } from '../../test/harness.ts';
import { insertBooking, insertProperty, insertRoomType } from '../../test/test-data.ts';

let ctx: TestContext;
let admin: SignedInUser;
let host: SignedInUser;
let guest: SignedInUser;
const db = () => ctx.database.db;

/** A small RFC 4180 reader, to check what a spreadsheet program would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

// Rows made "in the future" are the most recent whatever else the tests insert.
const future = (day: number) => new Date(Date.UTC(2099, 0, day, 10, 0, 0));

let hostRows: Array<{ id: number; name: string }>;
let newestProperties: Array<{ id: number; name: string }>;
let newestBookings: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, host, guest] = await Promise.all([
    signUpAs(ctx, 'admin'),
    signUpAs(ctx, 'host', { first_name: 'Aline', last_name: 'Uwase' }),
    signUpAs(ctx, 'user', { first_name: 'Jean', last_name: 'Habimana' }),
  ]);
  const moreHosts = [];
  for (const [first, last] of [
    ['Divine', 'Ingabire'],
    ['Eric', 'Mugisha'],
    ['Grace', 'Mukamana'],
  ])
    moreHosts.push(await signUpAs(ctx, 'host', { first_name: first, last_name: last }));
  // The three extra hosts joined "later": newest is Grace.
  for (const [i, h] of moreHosts.entries())
    await db()
      .update(users)
      .set({ createdAt: future(i + 1) })
      .where(eq(users.id, h.id));
  hostRows = moreHosts.map((h, i) => ({
    id: h.id,
    name: ['Divine Ingabire', 'Eric Mugisha', 'Grace Mukamana'][i]!,
  }));
  await signUpAs(ctx, 'user');

  // Properties: a tricky one for the CSV, then four newer ones.
  const tricky = await insertProperty(db(), host.id, {
    name: 'Hotel "Akagera", Kigali\nAnnex',
    address: '=HYPERLINK("http://evil.example")',
    accommodationType: 'guest_house',
    createdAt: new Date('2024-03-10T22:30:00Z'),
    reviewStatus: 'approved',
    rating: 4.5,
  });
  await insertProperty(db(), host.id, { name: '-Minus Lodge', address: '@SUM(A1:A2)' });
  newestProperties = [];
  for (let i = 1; i <= 4; i++) {
    const p = await insertProperty(db(), host.id, { name: `Newest ${i}`, createdAt: future(i) });
    newestProperties.push({ id: p.id, name: p.name });
  }
  const roomType = await insertRoomType(db(), tricky.id, host.id, { title: 'suite' });
  const whole = await insertRoomType(db(), tricky.id, host.id, { title: '-100x', roomCount: 1 });
  await insertBooking(db(), {
    userId: guest.id,
    propertyId: tricky.id,
    roomTypeId: whole.id,
    checkIn: '2030-02-01',
    checkOut: '2030-02-04',
    rooms: 1,
    totalPrice: 240_000,
    ratePlan: 'non_refundable',
    status: 'confirmed',
    createdAt: new Date('2024-05-01T23:15:00Z'),
  });
  newestBookings = [];
  for (let i = 1; i <= 4; i++) {
    const b = await insertBooking(db(), {
      userId: guest.id,
      propertyId: newestProperties[0]!.id,
      roomTypeId: roomType.id,
      createdAt: future(i),
      status: i === 4 ? 'cancelled' : 'pending',
    });
    newestBookings.push(b.id);
  }
});
afterAll(async () => {
  await ctx.close();
});

type Who = 'anonymous' | 'guest' | 'host' | 'admin';
const get = (who: Who, url: string) => {
  const cookie = who === 'anonymous' ? undefined : { guest, host, admin }[who].cookie;
  return ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
};

async function sqlCount(type: (typeof REPORT_TYPES)[number]): Promise<number> {
  const table = type === 'properties' ? properties : type === 'bookings' ? bookings : users;
  const where =
    type === 'hosts' ? eq(users.role, 'host') : type === 'clients' ? eq(users.role, 'user') : undefined;
  const [row] = await db().select({ n: count() }).from(table).where(where);
  return row!.n;
}

describe('permissions', () => {
  const urls = [
    '/api/reports',
    '/api/reports/charts',
    '/api/reports/properties',
    '/api/reports/bookings?page=2',
    '/api/reports/clients/csv',
    '/api/reports/unknown',
    '/api/reports/unknown/csv',
  ];
  for (const url of urls) {
    for (const [who, status] of [
      ['anonymous', 401],
      ['guest', 403],
      ['host', 403],
    ] as const) {
      it(`${url} as ${who} → ${status}`, async () => {
        const response = await get(who, url);
        expect(response.statusCode).toBe(status);
        expect(response.json().message).toBe(
          status === 401 ? AUTH_MESSAGES.notSignedIn : AUTH_MESSAGES.forbidden,
        );
        expect(response.body).not.toContain('Uwase');
      });
    }
  }
  it('refuses non-admins before looking at the query', async () => {
    expect((await get('guest', '/api/reports/hosts?pageSize=1000')).statusCode).toBe(403);
  });
});

describe('GET /api/reports', () => {
  it('answers one card per report with the SQL count and the 3 most recent items', async () => {
    const response = await get('admin', '/api/reports');
    expect(response.statusCode).toBe(200);
    const cards = response.json<ReportCard[]>();
    expect(cards.map((c) => [c.reportType, c.title])).toEqual([
      ['properties', 'Properties'],
      ['hosts', 'Hosts'],
      ['clients', 'Clients'],
      ['bookings', 'Bookings'],
    ]);
    for (const card of cards) expect(card.count, card.reportType).toBe(await sqlCount(card.reportType));
    expect(cards.map((c) => c.count)).toEqual([6, 4, 2, 5]);
    expect(cards[0]!.items).toEqual(['Newest 4', 'Newest 3', 'Newest 2']);
    expect(cards[1]!.items).toEqual(['Grace Mukamana', 'Eric Mugisha', 'Divine Ingabire']);
    expect(cards[2]!.items[cards[2]!.items.length - 1]).toBe('Jean Habimana');
    expect(cards[3]!.items).toEqual([
      `Booking #${newestBookings[3]} · Newest 1 · cancelled`,
      `Booking #${newestBookings[2]} · Newest 1 · pending`,
      `Booking #${newestBookings[1]} · Newest 1 · pending`,
    ]);
  });
});

describe('GET /api/reports/:reportType', () => {
  it('answers the total and one page of items, most recent first', async () => {
    const response = await get('admin', '/api/reports/hosts?pageSize=2&page=1');
    expect(response.statusCode).toBe(200);
    const body = response.json<ReportDetail>();
    expect(body).toMatchObject({ reportType: 'hosts', title: 'Hosts', count: 4, page: 1, pageSize: 2 });
    expect(body.items.map((i) => i.label)).toEqual(['Grace Mukamana', 'Eric Mugisha']);
    expect(body.items[0]).toEqual({
      id: hostRows[2]!.id,
      label: 'Grace Mukamana',
      detail: expect.stringMatching(/ · Active$/),
      createdAt: '2099-01-03T10:00:00.000Z',
    });
    const page2 = (await get('admin', '/api/reports/hosts?pageSize=2&page=2')).json<ReportDetail>();
    expect(page2.items.map((i) => i.label)).toEqual(['Divine Ingabire', 'Aline Uwase']);
    const page3 = (await get('admin', '/api/reports/hosts?pageSize=2&page=3')).json<ReportDetail>();
    expect(page3.items).toEqual([]);
  });

  it('pages properties and bookings most recent first: the pages together are one ordered query', async () => {
    for (const [type, table] of [
      ['properties', properties],
      ['bookings', bookings],
    ] as const) {
      const expected = (
        await db().select({ id: table.id }).from(table).orderBy(desc(table.createdAt), desc(table.id))
      ).map((r) => r.id);
      const ids: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++) {
        const body = (
          await get('admin', `/api/reports/${type}?pageSize=2&page=${page}`)
        ).json<ReportDetail>();
        expect(body.count, type).toBe(expected.length);
        ids.push(...body.items.map((i) => i.id));
      }
      expect(ids, type).toEqual(expected);
    }
  });

  it('counts every report as SQL does, with the default page size of 10', async () => {
    for (const type of REPORT_TYPES) {
      const body = (await get('admin', `/api/reports/${type}`)).json<ReportDetail>();
      expect(body.count, type).toBe(await sqlCount(type));
      expect(body.items).toHaveLength(Math.min(10, body.count));
      expect(body.pageSize).toBe(10);
    }
  });

  it('describes properties and bookings', async () => {
    const props = (await get('admin', '/api/reports/properties?pageSize=30')).json<ReportDetail>();
    const tricky = props.items.find((i) => i.label.startsWith('Hotel "Akagera"'));
    expect(tricky?.detail).toBe(
      'Guest House · =HYPERLINK("http://evil.example") · Host: Aline Uwase · approved',
    );
    const books = (await get('admin', '/api/reports/bookings?pageSize=30')).json<ReportDetail>();
    expect(books.items[0]).toMatchObject({
      id: newestBookings[3],
      label: `Booking #${newestBookings[3]} · Newest 1 · cancelled`,
      detail: 'Jean Habimana · 2030-01-10 → 2030-01-12 · 1 room · RWF 100,000',
    });
  });

  it("answers 404 'Report not found' for an unknown type, and 400 for a bad page", async () => {
    for (const url of ['/api/reports/unknown', '/api/reports/Properties', '/api/reports/unknown/csv']) {
      const response = await get('admin', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('Report not found');
    }
    expect((await get('admin', '/api/reports/hosts?pageSize=31')).statusCode).toBe(400);
    expect((await get('admin', '/api/reports/hosts?page=0')).statusCode).toBe(400);
  });
});

describe('GET /api/reports/:reportType/csv', () => {
  const download = async (type: string) => {
    const response = await get('admin', `/api/reports/${type}/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ikaze-${type}-${todayInKigali()}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    return { text: response.body.slice(1), rows: parseCsv(response.body.slice(1)) };
  };

  it('writes every property, quoted and protected against formulas', async () => {
    const { text, rows } = await download('properties');
    expect(rows[0]).toEqual([
      'ID',
      'Name',
      'Host',
      'Address',
      'Accommodation Type',
      'Rating',
      'Status',
      'Created At',
    ]);
    expect(rows).toHaveLength(1 + (await sqlCount('properties')));
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(
      [...rows.slice(1).map((r) => Number(r[0]))].sort((a, b) => a - b),
    );
    const tricky = rows.find((r) => r[1]!.startsWith('Hotel'))!;
    expect(tricky.slice(1)).toEqual([
      'Hotel "Akagera", Kigali\nAnnex',
      'Aline Uwase',
      `'=HYPERLINK("http://evil.example")`,
      'Guest House', // the type's label, not its id
      '4.5',
      'approved',
      '2024-03-11 00:30:00', // Kigali time
    ]);
    // The raw text: quotes doubled, the field with a comma, quote or line break quoted.
    expect(text).toContain(
      `,"Hotel ""Akagera"", Kigali\nAnnex",Aline Uwase,"'=HYPERLINK(""http://evil.example"")",Guest House,4.5,`,
    );
    const minus = rows.find((r) => r[1]!.includes('Minus Lodge'))!;
    expect(minus[1]).toBe(`'-Minus Lodge`);
    expect(minus[3]).toBe(`'@SUM(A1:A2)`);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('writes hosts and clients with their own columns, each only their role', async () => {
    const hostsCsv = (await download('hosts')).rows;
    expect(hostsCsv[0]).toEqual([
      'ID',
      'Username',
      'First Name',
      'Last Name',
      'Email',
      'Phone Number',
      'Status',
      'Date Joined',
    ]);
    expect(hostsCsv).toHaveLength(1 + (await sqlCount('hosts')));
    const aline = hostsCsv.find((r) => r[0] === String(host.id))!;
    expect(aline.slice(1, 4)).toEqual([host.username, 'Aline', 'Uwase']);
    expect(aline[5]).toBe('0788123456');
    expect(aline[6]).toBe('Active');
    expect(aline[7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const clientsCsv = (await download('clients')).rows;
    expect(clientsCsv).toHaveLength(1 + (await sqlCount('clients')));
    expect(clientsCsv.map((r) => r[0])).toContain(String(guest.id));
    expect(clientsCsv.map((r) => r[0])).not.toContain(String(host.id));
    expect(clientsCsv.map((r) => r[0])).not.toContain(String(admin.id));
  });

  it('writes bookings with guest, host, property and room type', async () => {
    const { rows } = await download('bookings');
    expect(rows[0]).toEqual([
      'ID',
      'Guest',
      'Host',
      'Property',
      'Room Type',
      'Check-in',
      'Check-out',
      'Rooms',
      'Total Price (RWF)',
      'Rate Plan',
      'Status',
      'Created At',
    ]);
    expect(rows).toHaveLength(1 + (await sqlCount('bookings')));
    expect(rows[1]!.slice(1)).toEqual([
      'Jean Habimana',
      'Aline Uwase',
      'Hotel "Akagera", Kigali\nAnnex',
      'Rent Whole Property',
      '2030-02-01',
      '2030-02-04',
      '1',
      '240000',
      'Non-Refundable',
      'confirmed',
      '2024-05-02 01:15:00',
    ]);
    expect(rows[2]![4]).toBe('Suite');
  });
});

describe('a deleted account', () => {
  it('reads as such in the reports, in the asker’s language, never as a blank name', async () => {
    const gone = await signUpAs(ctx, 'user', { first_name: 'Zebulon', last_name: 'Gone' });
    const [roomType] = await db().select().from(roomTypes).limit(1);
    const booking = await insertBooking(db(), {
      userId: gone.id,
      propertyId: roomType!.propertyId!,
      roomTypeId: roomType!.id,
      createdAt: future(20),
    });
    // What deleting an account leaves (account-data/delete.ts): its names erased.
    await db()
      .update(users)
      .set({ firstName: '', lastName: '', deletedAt: new Date(), createdAt: future(20) })
      .where(eq(users.id, gone.id));
    const french = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { cookie: `${admin.cookie}; ikaze_lang=fr` } });
    const clients = (await french('/api/reports/clients')).json<ReportDetail>();
    expect(clients.items.find((i) => i.id === gone.id)?.label).toBe('Compte supprimé');
    const books = (await french('/api/reports/bookings')).json<ReportDetail>();
    expect(books.items.find((i) => i.id === booking.id)?.detail).toMatch(/^Compte supprimé · /);
    const cards = (await french('/api/reports')).json<ReportCard[]>();
    expect(cards.find((c) => c.reportType === 'clients')?.items[0]).toBe('Compte supprimé');
    const csv = parseCsv((await get('admin', '/api/reports/bookings/csv')).body.replace(/^\uFEFF/, ''));
    expect(csv.find((row) => row[0] === String(booking.id))?.[1]).toBe('Deleted account');
  });
});
