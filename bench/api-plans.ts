// Shows what the search, detail and booking endpoints cost in the database: every statement their services
// send (captured through Drizzle's logger), with its EXPLAIN (ANALYZE, BUFFERS) plan and its median time.
//
//   npx tsx bench/api-plans.ts [--properties 100000] [--only search,detail,booking] [--plans] [--generic]
//
// Runs on a database made by bench/api-bench.ts. --plans prints the full plans (else one line per statement);
// --generic also shows the generic plan PostgreSQL would cache for a named prepared statement. Writes are
// explained inside a rolled-back transaction; the one booking made to capture them is removed afterwards.
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { eq } from 'drizzle-orm';
import pg from 'pg';
// The app's Fastify declarations (its plugins'): modules the bench reaches (a module's routes) are typed by them.
import type {} from '../apps/api/src/app.ts';
import * as schema from '../apps/api/src/db/schema.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import { searchProperties } from '../apps/api/src/modules/properties/search/search.ts';
import { getProperty } from '../apps/api/src/modules/properties/service.ts';
import { createBookings } from '../apps/api/src/modules/bookings/service.ts';
import { PaymentService } from '../apps/api/src/modules/payments/payment-service.ts';
import { paymentSettings } from '../apps/api/src/modules/payments/providers/settings.ts';
import {
  RWANDA_TAX_RULES,
  addDays,
  propertySearchQuerySchema,
  todayInKigali,
} from '../packages/domain/src/index.ts';

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '100000' },
    only: { type: 'string', default: 'search,detail,booking' },
    plans: { type: 'boolean', default: false },
    generic: { type: 'boolean', default: false },
    repeat: { type: 'string', default: '5' },
  },
});
const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
serverUrl.pathname = `/ikaze_bench_${values.properties}`;
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
const pool = new pg.Pool({ connectionString: serverUrl.toString(), max: 2, options: '-c jit=off' });

type Captured = { query: string; params: unknown[] };
let captured: Captured[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
}) as unknown as Db;

const today = todayInKigali();
const stay = { checkIn: addDays(today, 30), checkOut: addDays(today, 32) };
const [anyProperty] = await db.select({ id: schema.properties.id }).from(schema.properties).limit(1);
const [guest] = await db.select().from(schema.users).where(eq(schema.users.username, 'bench_guest'));

const searches: Array<Record<string, string>> = [
  { destination: 'Kigali', ...stay },
  { destination: 'Huye', ...stay, sort: 'price' },
  { destination: 'Kigali', ...stay, page: '20' },
  // What bench/api-bench.ts's search-distinct asks: several rooms, dates never asked before.
  { destination: 'Musanze', ...stay, rooms: '5' },
  { destination: 'Rubavu', checkIn: addDays(today, 77), checkOut: addDays(today, 80), rooms: '8' },
  { destination: 'Kigali' },
  { destination: 'nowhere', ...stay },
  { destination: 'KN 12 St', ...stay },
  { ...stay },
  // The home page: 'Deals for the weekend' and 'Available deals for you!'.
  { sort: 'discount', pageSize: '10' },
  { sort: 'discount', pageSize: '3', page: '40' },
];
const cases: Array<{ name: string; run: () => Promise<unknown> }> = [
  ...searches.map((query) => ({
    name: `search ${new URLSearchParams(query).toString()}`,
    run: () => searchProperties(db, null, propertySearchQuerySchema.parse(query)),
  })),
  { name: 'detail with dates', run: () => getProperty(db, null, anyProperty!.id, stay) },
  { name: 'detail (tonight)', run: () => getProperty(db, null, anyProperty!.id, {}) },
];
if (guest) {
  // Bookings paid at the property: no provider is asked (docs/payments.md).
  const payments = new PaymentService({
    db,
    settings: paymentSettings({}),
    onNightsChanged: () => {},
    log: console,
  });
  const [roomType] = await db
    .select({ id: schema.roomTypes.id, propertyId: schema.roomTypes.propertyId })
    .from(schema.roomTypes)
    .limit(1);
  const checkInDate = addDays(today, 720);
  cases.push({
    name: 'booking',
    run: () =>
      createBookings(db, payments, RWANDA_TAX_RULES, guest, {
        userId: guest.id,
        bookings: [
          {
            roomTypeId: roomType!.id,
            propertyId: roomType!.propertyId,
            roomNumber: 1,
            checkInDate,
            checkOutDate: addDays(checkInDate, 1),
          },
        ],
      }),
  });
} else console.log('(no bench_guest yet: run bench/api-bench.ts once to see the booking statements)');

const only = values.only.split(',');
const client = await pool.connect();
for (const testCase of cases.filter((c) => only.some((o) => c.name.startsWith(o)))) {
  captured = [];
  const started = performance.now();
  await testCase.run();
  const wall = performance.now() - started;
  const statements = captured;
  console.log(
    `\n## ${testCase.name}: ${statements.length} statements, ${wall.toFixed(1)} ms end to end (cold)`,
  );
  for (const { query, params } of statements) {
    if (/^(begin|commit|rollback)/i.test(query.trim())) continue;
    const write = /^\s*(insert|update|delete)/i.test(query);
    const times: number[] = [];
    let plan: string[] = [];
    await client.query('begin');
    try {
      for (let i = 0; i < Number(values.repeat); i++) {
        await client.query('savepoint s');
        const t = performance.now();
        await client.query(query, params);
        times.push(performance.now() - t);
        await client.query('rollback to savepoint s');
      }
      const explained = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query}`,
        params,
      );
      plan = explained.rows.map((r) => r['QUERY PLAN']);
      if (values.generic) {
        await client.query('set local plan_cache_mode = force_generic_plan');
        await client.query(`prepare bench_generic as ${query}`);
        const literals = params.map((p) => (p === null ? 'null' : client.escapeLiteral(literal(p))));
        const generic = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) execute bench_generic${literals.length ? `(${literals.join(', ')})` : ''}`,
        );
        plan.push('-- generic plan:', ...generic.rows.map((r) => r['QUERY PLAN']));
        await client.query('deallocate bench_generic');
      }
    } finally {
      await client.query('rollback');
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const execution = plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
    console.log(
      `- ${median.toFixed(2)} ms median round trip, execution ${execution}${write ? ' (rolled back)' : ''}:`,
    );
    console.log(`  ${query.replace(/\s+/g, ' ').slice(0, values.plans ? undefined : 160)}`);
    if (values.plans)
      console.log(`  params: ${JSON.stringify(params)}\n${plan.map((l) => `    ${l}`).join('\n')}`);
  }
}
client.release();

/** A parameter as the text of a SQL literal (arrays as '{1,2}'). */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `{${value.map(literal).join(',')}}`;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${value}`;
  return JSON.stringify(value);
}

// The booking made to capture the statements: give its nights back and remove it.
if (guest)
  await pool.query(
    `with gone as (delete from bookings where user_id = $1 and check_in >= $2::date returning room_type_id, check_in, rooms)
     update room_nights rn set held = rn.held - gone.rooms from gone
     where rn.room_type_id = gone.room_type_id and rn.night = gone.check_in`,
    [guest.id, addDays(today, 700)],
  );
await pool.end();
