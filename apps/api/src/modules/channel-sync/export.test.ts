// The room type's calendar for other sites (docs/decisions/0035-hostile-calendars.md, "The export"): its URL on
// PUBLIC_URL whatever Host the request names, CRLF after every line, a valid calendar with nothing taken, and
// 404 (NOT_FOUND) for a wrong token, a replaced one and a deactivated host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { addDays, todayInKigali } from '@ikaze/domain';
import { roomNights, roomTypes } from '../../db/schema.ts';
import {
  createTestContext,
  sessionHeaders,
  setActive,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { createListing } from '../../test/test-data.ts';

const PUBLIC_URL = 'https://ikaze.example';
let ctx: TestContext;
let host: SignedInUser;
let roomTypeId: number;

beforeAll(async () => {
  ctx = await createTestContext({ config: { publicUrl: PUBLIC_URL } });
  host = await signUpAs(ctx, 'host');
  const listing = await createListing(ctx.database.db, host.id, { roomTypes: [{ roomCount: 2 }] });
  roomTypeId = listing.roomTypes[0]!.id;
});
afterAll(async () => {
  await ctx?.close();
});

/** A new export URL, asked for with a Host header the site does not have. */
async function newIcsUrl(): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/room_types/${roomTypeId}/ics_token`,
    headers: { ...sessionHeaders(host), host: 'attacker.example' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ icsUrl: string }>().icsUrl;
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });

describe('the exported calendar', () => {
  it('is on PUBLIC_URL, not on the Host the request named', async () => {
    const url = await newIcsUrl();
    expect(url).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/room_types/${roomTypeId}/calendar\\.ics\\?token=[0-9a-f]{48}$`),
    );
    const calendar = await ctx.app.inject({
      method: 'GET',
      url: `/api/room_types/${roomTypeId}/calendar`,
      headers: { ...sessionHeaders(host), host: 'attacker.example' },
    });
    expect(calendar.json<{ icsUrl: string }>().icsUrl).toBe(url);
  });

  it('is valid RFC 5545 with nothing taken: VERSION, PRODID and one component, every line ended by CRLF', async () => {
    const response = await get(await newIcsUrl());
    expect(response.statusCode).toBe(200);
    const text = response.body;
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // No bare LF or CR anywhere: each line break is CRLF.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('prodid')).toMatch(/Ikaze/);
    expect(root.getAllSubcomponents('vevent')).toHaveLength(0);
    const [zone] = root.getAllSubcomponents('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Africa/Kigali');
  });

  it('keeps CRLF with events, and the time zone beside them', async () => {
    const night = addDays(todayInKigali(), 3);
    await ctx.database.db.insert(roomNights).values({ roomTypeId, night, capacity: 2, held: 1 });
    try {
      const text = (await get(await newIcsUrl())).body;
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      expect(text.endsWith('\r\n')).toBe(true);
      const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
      expect(root.getAllSubcomponents('vevent')).toHaveLength(1);
      expect(root.getAllSubcomponents('vtimezone')).toHaveLength(1);
    } finally {
      await ctx.database.db.delete(roomNights).where(eq(roomNights.roomTypeId, roomTypeId));
    }
  });

  it('answers 404 NOT_FOUND to a wrong token and to a replaced one', async () => {
    const old = await newIcsUrl();
    const current = await newIcsUrl();
    const [stored] = await ctx.database.db
      .select({ token: roomTypes.icsToken })
      .from(roomTypes)
      .where(eq(roomTypes.id, roomTypeId));
    expect(current).toContain(stored!.token);
    for (const url of [old, `/api/room_types/${roomTypeId}/calendar.ics?token=${'0'.repeat(48)}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await get(current)).statusCode).toBe(200);
  });

  it('stops answering (404 NOT_FOUND) while its host is deactivated', async () => {
    const url = await newIcsUrl();
    await setActive(ctx, host.id, false);
    try {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await setActive(ctx, host.id, true);
    }
    expect((await get(url)).statusCode).toBe(200);
  });
});
