// Migration 0016 (docs/decisions/0022-stored-ids.md): rows written with the spec's English words before it hold
// ids after it, rows that hold ids are left as they are, and running its statements again changes nothing.
// A database is migrated up to 0015, given old rows, then migrated to the end, on PGlite or, with
// API_TEST_DB=postgres, on a PostgreSQL server.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRawDatabase, type RawDatabase } from '../test/raw-database.ts';
import { migrationsFolder } from './client.ts';

const TAG = '0016_stored_ids';

/** A copy of the migrations that stops before 0016. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'ikaze-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const path = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(path, JSON.stringify(journal));
  return folder;
}

const migrationStatements = () =>
  readFileSync(join(migrationsFolder(), `${TAG}.sql`), 'utf8').split('--> statement-breakpoint');

const json = (value: unknown) => `'${JSON.stringify(value)}'::jsonb`;
const property = (name: string, type: string, ratePlan: string, amenities: string[]) =>
  `insert into properties (host_id, name, description, accommodation_type, address, latitude, longitude, amenities,
     services, languages, rules, rate_plan, host_info)
   values (1, '${name}', 'd', '${type}', 'a', 0, 0, array[${amenities.map((a) => `'${a}'`).join(', ')}]::text[],
     ${json({})}, ${json({})}, ${json({})}, '${ratePlan}', ${json({})})`;
const roomType = (propertyId: number | null, title: string, facilities: string[]) =>
  `insert into room_types (property_id, created_by, title, price, room_count, facilities)
   values (${propertyId ?? 'null'}, 1, '${title}', 1000, 2, array[${facilities.map((f) => `'${f}'`).join(', ')}]::text[])`;
const booking = (roomTypeId: number, ratePlan: string) =>
  `insert into bookings (user_id, property_id, room_type_id, check_in, check_out, rooms, nightly_price, discount,
     total_price, rate_plan)
   values (1, 1, ${roomTypeId}, '2030-01-01', '2030-01-02', 1, 1000, 0, 1000, '${ratePlan}')`;
/** A booking as the schema of today takes it: with the room charge its taxes are divided from (migration 0043). */
const newBooking = (roomTypeId: number, ratePlan: string) =>
  `insert into bookings (user_id, property_id, room_type_id, check_in, check_out, rooms, nightly_price, discount,
     total_price, room_charge, rate_plan)
   values (1, 1, ${roomTypeId}, '2030-01-01', '2030-01-02', 1, 1000, 0, 1000, 1000, '${ratePlan}')`;
const answer = (bookings: Array<{ room_type_title: string; rate_plan: string }>) => ({
  message: 'Booking #1 for Double, 1 room, 1 night: RWF 1,000. The host will confirm it soon.',
  bookings: bookings.map((b, i) => ({ id: i + 1, property_name: 'Old "Double" Lodge', ...b })),
});

let target: RawDatabase;
let before: string;

beforeAll(async () => {
  target = await openRawDatabase();
  before = migrationsBefore(TAG);
  await target.migrate(before);
  await target.run(
    `insert into users (username, email, first_name, last_name, phone_number, password_hash)
     values ('host', 'host@example.rw', 'H', 'H', '0788000000', 'x')`,
  );
  // Rows as the API wrote them before 0016: the spec's words ...
  await target.run(property('Old', 'Guest House', 'nonRefundable', ['Wi-Fi', 'Air conditioning', 'Spa']));
  await target.run(roomType(1, 'Double', ['AC', 'WiFi', 'spa', 'Swimming Pool', 'TV']));
  await target.run(roomType(1, '-100x', ['Breakfast']));
  await target.run(roomType(null, 'Executive', []));
  await target.run(booking(1, 'N/A'));
  await target.run(booking(2, 'Long Stay'));
  // ... and one written with ids already.
  await target.run(property('New', 'hotel', 'flexible', ['wifi', 'sport_court']));
  await target.run(
    `insert into idempotency_keys (user_id, key, request_hash, status_code, response)
     values (1, 'old', 'h', 201, ${json(
       answer([
         { room_type_title: 'Double', rate_plan: 'N/A' },
         { room_type_title: '-100x', rate_plan: 'Flexible' },
       ]),
     )}),
            (1, 'empty', 'h', 0, ${json({})})`,
  );
  await target.migrate(migrationsFolder());
});

afterAll(async () => {
  await target?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

const properties = () =>
  target.run('select name, accommodation_type, rate_plan, amenities from properties order by id');
const roomTypes = () => target.run('select title, facilities from room_types order by id');
const bookings = () => target.run('select rate_plan from bookings order by id');
const answers = () => target.run('select key, response from idempotency_keys order by key');

describe(`migration ${TAG}`, () => {
  it("rewrites the spec's words to ids and leaves ids as they are", async () => {
    expect(await properties()).toEqual([
      {
        name: 'Old',
        accommodation_type: 'guest_house',
        rate_plan: 'non_refundable',
        amenities: ['wifi', 'air_conditioning', 'spa'],
      },
      { name: 'New', accommodation_type: 'hotel', rate_plan: 'flexible', amenities: ['wifi', 'sport_court'] },
    ]);
    expect(await roomTypes()).toEqual([
      { title: 'double', facilities: ['ac', 'wifi', 'spa', 'swimming_pool', 'tv'] },
      { title: '-100x', facilities: ['breakfast'] },
      { title: 'executive', facilities: [] },
    ]);
    expect(await bookings()).toEqual([{ rate_plan: 'none' }, { rate_plan: 'long_stay' }]);
  });

  it('rewrites the answers that POST /api/bookings replays, and only their values', async () => {
    expect(await answers()).toEqual([
      { key: 'empty', response: {} },
      {
        key: 'old',
        response: answer([
          { room_type_title: 'double', rate_plan: 'none' },
          { room_type_title: '-100x', rate_plan: 'flexible' },
        ]),
      },
    ]);
  });

  it('changes nothing when its statements run again', async () => {
    const rows = [await properties(), await roomTypes(), await bookings(), await answers()];
    for (const statement of migrationStatements()) await target.run(statement);
    expect([await properties(), await roomTypes(), await bookings(), await answers()]).toEqual(rows);
  });

  it('keeps new rows on the ids', async () => {
    await expect(target.run(property('Word', 'Hotel', 'flexible', []))).rejects.toThrow(
      /properties_accommodation_type_check/,
    );
    await expect(target.run(property('Word', 'hotel', 'Flexible', []))).rejects.toThrow(
      /properties_rate_plan_check/,
    );
    await expect(target.run(property('Word', 'hotel', 'flexible', ['Wi-Fi']))).rejects.toThrow(
      /properties_amenities_check/,
    );
    await expect(target.run(roomType(1, 'Double', []))).rejects.toThrow(/room_types_title_check/);
    await expect(target.run(roomType(1, 'double', ['WiFi']))).rejects.toThrow(/room_types_facilities_check/);
    await expect(target.run(newBooking(1, 'N/A'))).rejects.toThrow(/bookings_rate_plan_check/);
  });
});
