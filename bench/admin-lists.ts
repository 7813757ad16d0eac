// Benchmarks the admin lists (issue 6 item 5: paged, filtered and sorted on the server, 10 rows a page, fast at
// 100k rows) as the admin screens call them, against the built server on the bench database.
//
//   npm run build -w apps/api
//   npx tsx bench/api-bench.ts --only deals --connections 10 --seconds 1   # makes ikaze_bench_100000 once
//   npx tsx bench/admin-lists.ts [--properties 100000] [--seconds 5] [--warmup 1] [--connections 10]
//                                [--only properties,users,bookings,applications,reports] [--plans]
//
// Uses the database `ikaze_bench_<properties>` made by bench/api-bench.ts (100k properties, 300k room types,
// 1M bookings, 11k users). Adds, once: an admin (`bench_admin`, made with the app's own createUser, as
// `npm run create-admin` does), listing applications for every generated property (approved, as the
// properties are), and 3,000 pending and 1,000 rejected listings with their applications (no room types, so
// the public search is unchanged). Then it signs the admin in through POST /api/login and runs autocannon
// with the session cookie on each list. Prints req/s, p50 and p99 per line (Markdown, for
// docs/benchmarks.md), the total each list reports, and whether p99 is within 100 ms. --plans prints the
// EXPLAIN (ANALYZE, BUFFERS) of every statement each line sends, instead of measuring (through Drizzle's logger, like api-plans.ts).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openDatabase, type Db } from '../apps/api/src/db/client.ts';
import * as schema from '../apps/api/src/db/schema.ts';
import { createUser, findUserByLogin, listUsers } from '../apps/api/src/modules/users/service.ts';
import type { UserRow } from '../apps/api/src/db/accounts.ts';
import { searchProperties } from '../apps/api/src/modules/properties/search/search.ts';
import { listBookings } from '../apps/api/src/modules/bookings/service.ts';
import { listApplications } from '../apps/api/src/modules/applications/service.ts';
import {
  parseReportType,
  reportCards,
  reportCharts,
  reportDetail,
} from '../apps/api/src/modules/reports/service.ts';
import {
  applicationListQuerySchema,
  bookingListQuerySchema,
  pageQuerySchema,
  propertySearchQuerySchema,
  reportDetailQuerySchema,
  userListQuerySchema,
} from '../packages/domain/src/index.ts';
import { markdownTable, measure, processCpuMs, type Scenario } from './lib/measure.ts';
import { apiEnv, freePort, signIn, startServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string', default: 'properties,users,bookings,applications,reports' },
    plans: { type: 'boolean', default: false },
    server: { type: 'string', default: 'apps/api/dist/server.js' },
  },
});
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const only = values.only.split(',');
const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/ikaze_bench_${values.properties}`;
const dbUrl = url.toString();
const DESTINATIONS = ['Kigali', 'Musanze', 'Gisenyi', 'Karongi', 'Huye'];
const ADMIN = { username: 'bench_admin', password: 'bench-admin-password-1' };

const db = new pg.Client({ connectionString: dbUrl });
await db.connect().catch((error: unknown) => {
  throw new Error(`${url.pathname.slice(1)} is missing: run bench/api-bench.ts first (${String(error)})`);
});
await prepareData();

/** Each line: the list, as the screen asks for it (its default filters, 10 rows a page). */
type Line = { group: string; name: string; path: (n: number) => string };
const allLines: Line[] = [
  // /dashboard/admin/properties: every review status, sorted by id or rating, filtered by status or destination.
  { group: 'properties', name: 'all, by id', path: () => '/api/properties?reviewStatus=all&pageSize=10' },
  {
    group: 'properties',
    name: 'all, by id desc',
    path: () => '/api/properties?reviewStatus=all&order=desc&pageSize=10',
  },
  {
    group: 'properties',
    name: 'all, by rating desc',
    path: () => '/api/properties?reviewStatus=all&sort=rating&order=desc&pageSize=10',
  },
  {
    group: 'properties',
    name: 'all, by rating asc',
    path: () => '/api/properties?reviewStatus=all&sort=rating&order=asc&pageSize=10',
  },
  { group: 'properties', name: 'pending', path: () => '/api/properties?reviewStatus=pending&pageSize=10' },
  {
    group: 'properties',
    name: 'all, destination',
    path: (n) =>
      `/api/properties?reviewStatus=all&destination=${DESTINATIONS[n % DESTINATIONS.length]}&pageSize=10`,
  },
  {
    group: 'properties',
    name: 'approved, destination, by rating',
    path: (n) =>
      `/api/properties?reviewStatus=approved&destination=${DESTINATIONS[n % DESTINATIONS.length]}&sort=rating&order=desc&pageSize=10`,
  },
  {
    group: 'properties',
    name: 'all, page 5,000',
    path: () => '/api/properties?reviewStatus=all&page=5000&pageSize=10',
  },
  // /dashboard/admin/clients and /hosts: search on id or username, name, status, sorts.
  { group: 'users', name: 'clients, by id', path: () => '/api/users?page=1&pageSize=10' },
  {
    group: 'users',
    name: 'clients, by date joined desc',
    path: () => '/api/users?sort=dateJoined&order=desc&pageSize=10',
  },
  {
    group: 'users',
    name: 'clients, by username',
    path: () => '/api/users?sort=username&order=asc&pageSize=10',
  },
  {
    group: 'users',
    name: 'clients, search',
    path: (n) => `/api/users?search=bench_guest_${1000 + (n % 9000)}&pageSize=10`,
  },
  {
    group: 'users',
    name: 'clients, name',
    path: (n) => `/api/users?name=No${1000 + (n % 9000)}&pageSize=10`,
  },
  { group: 'users', name: 'clients, page 500', path: () => '/api/users?page=500&pageSize=10' },
  {
    group: 'users',
    name: 'hosts, active, by username',
    path: () => '/api/hosts?status=active&sort=username&pageSize=10',
  },
  {
    group: 'users',
    name: 'hosts, search',
    path: (n) => `/api/hosts?search=bench_host_${100 + (n % 900)}&pageSize=10`,
  },
  // /dashboard/admin/bookings: every booking, status filter, sorts, dates, search, deep pages.
  { group: 'bookings', name: 'all, by id desc', path: () => '/api/bookings?pageSize=10' },
  {
    group: 'bookings',
    name: 'pending, by check-in',
    path: () => '/api/bookings?status=pending&sort=check_in&order=asc&pageSize=10',
  },
  {
    group: 'bookings',
    name: 'all, by total price desc',
    path: () => '/api/bookings?sort=total_price&order=desc&pageSize=10',
  },
  {
    group: 'bookings',
    name: 'confirmed, dates',
    path: (n) => {
      const from = new Date(Date.now() + (10 + (n % 60)) * 86_400_000).toISOString().slice(0, 10);
      return `/api/bookings?status=confirmed&from=${from}&to=${from}&pageSize=10`;
    },
  },
  {
    group: 'bookings',
    name: 'search, guest',
    path: (n) => `/api/bookings?search=bench_guest_${1000 + (n % 9000)}&pageSize=10`,
  },
  {
    group: 'bookings',
    name: 'search, property name',
    path: (n) => `/api/bookings?search=lodge ${(n % 256).toString(16).padStart(2, '0')}&pageSize=10`,
  },
  { group: 'bookings', name: 'all, page 10,000', path: () => '/api/bookings?page=10000&pageSize=10' },
  // /dashboard/admin/applications: pending by default, or all; sorts, search.
  {
    group: 'applications',
    name: 'pending, by id',
    path: () => '/api/listing_applications?status=pending&pageSize=10',
  },
  {
    group: 'applications',
    name: 'all, by date desc',
    path: () => '/api/listing_applications?status=all&sort=createdAt&order=desc&pageSize=10',
  },
  {
    group: 'applications',
    name: 'all, by status',
    path: () => '/api/listing_applications?status=all&sort=status&pageSize=10',
  },
  {
    group: 'applications',
    name: 'all, search',
    path: (n) => `/api/listing_applications?status=all&search=Lodge ${n % 100}&pageSize=10`,
  },
  // /dashboard/admin (cards), /reports, /reports/{type}; the properties screen reads the charts too.
  { group: 'reports', name: 'cards', path: () => '/api/reports' },
  { group: 'reports', name: 'charts', path: () => '/api/reports/charts' },
  { group: 'reports', name: 'properties, page 1', path: () => '/api/reports/properties?pageSize=10' },
  { group: 'reports', name: 'bookings, page 1', path: () => '/api/reports/bookings?pageSize=10' },
  {
    group: 'reports',
    name: 'bookings, page 10,000',
    path: () => '/api/reports/bookings?page=10000&pageSize=10',
  },
  { group: 'reports', name: 'clients, page 1', path: () => '/api/reports/clients?pageSize=10' },
];
const lines = allLines.filter((l) => only.includes(l.group));

if (values.plans) {
  await showPlans();
  process.exit(0);
}

const port = await freePort();
const api = await startServer([values.server], port, apiEnv(dbUrl));
const base = `http://127.0.0.1:${port}`;
const admin = await signIn(base, ADMIN);
const cpu = async () => {
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return { api: processCpuMs([api.pid!]), db: processCpuMs(rows.map((r) => r.pid)) };
};

const counts = await db.query<{ properties: number; bookings: number; users: number; applications: number }>(
  `select (select count(*) from properties)::int as properties, (select count(*) from bookings)::int as bookings,
     (select count(*) from users)::int as users, (select count(*) from listing_applications)::int as applications`,
);
const c = counts.rows[0]!;
console.log(
  `\n${c.properties} properties, ${c.bookings} bookings, ${c.users} users, ${c.applications} applications; ` +
    `${connections} connections, ${seconds} s per line after ${warmup} s of warm-up\n`,
);

const rows: Array<Record<string, string | number>> = [];
for (const line of lines) {
  let n = 0;
  const scenario: Scenario = {
    name: `${line.group}: ${line.name}`,
    headers: { cookie: admin.cookie },
    next: () => ({ path: encodeURI(line.path(n++)) }),
  };
  const probe = await fetch(base + scenario.next().path, { headers: { cookie: admin.cookie } });
  const body = await probe.text();
  if (!probe.ok) throw new Error(`${scenario.name}: ${probe.status} ${body}`);
  // Lists say their total in X-Total-Count or `total`; reports in `count`.
  const answer = JSON.parse(body) as { total?: number; count?: number };
  const total = probe.headers.get('x-total-count') ?? String(answer.total ?? answer.count ?? '');
  if (warmup > 0) await measure(base, scenario, connections, warmup);
  const figures = await measure(base, scenario, connections, seconds, cpu);
  const row = {
    list: line.group,
    line: line.name,
    path: line.path(0),
    total,
    'req/s': figures.rps,
    'p50 ms': figures.p50,
    'p99 ms': figures.p99,
    'errors/non-2xx': `${figures.errors}/${figures.non2xx}`,
    'CPU ms/req api+db': `${(figures.cpuPerRequest.api ?? 0).toFixed(2)}+${(figures.cpuPerRequest.db ?? 0).toFixed(2)}`,
    'p99 ≤ 100 ms':
      figures.rps > 0 && figures.p99 <= 100 && figures.errors + figures.non2xx === 0 ? 'PASS' : 'FAIL',
    'load 1m': `${figures.loadBefore.toFixed(1)}→${figures.loadAfter.toFixed(1)}`,
  };
  rows.push(row);
  console.log(Object.values(row).join('  '));
}
console.log(`\n${markdownTable(rows)}\n`);
api.kill('SIGTERM');
await db.end();
process.exit(0);

/** The admin, the listing applications and the not-yet-approved listings, once per bench database. */
async function prepareData() {
  // Migrations first (a new index, say), through the app's own code; then the admin, as create-admin makes it.
  const database = await openDatabase({ databaseUrl: dbUrl, dataDir: '' });
  try {
    if (!(await findUserByLogin(database.db, ADMIN.username)))
      await createUser(
        database.db,
        {
          ...ADMIN,
          email: 'bench_admin@bench.rw',
          first_name: 'Bench',
          last_name: 'Admin',
          phone_number: '0788777777',
        },
        'admin',
      );
  } finally {
    await database.close();
  }
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from listing_applications');
  if (rows[0]!.n > 0) return;
  console.log('Adding listing applications and 4,000 listings awaiting or refused review…');
  await db.query('begin');
  // Copies of the first 4,000 generated listings, without room types: 3,000 pending, 1,000 rejected.
  await db.query(
    `insert into properties (host_id, name, description, accommodation_type, address, city, country, latitude,
       longitude, amenities, services, languages, rules, rate_plan, rating, host_info, review_status, created_at)
     select host_id, 'Applied ' || name, description, accommodation_type, address, city, country, latitude,
       longitude, amenities, services, languages, rules, rate_plan, 0, host_info,
       (case when id % 4 = 0 then 'rejected' else 'pending' end)::application_status,
       now() - (id % 60) * interval '1 day'
     from properties order by id limit 4000`,
  );
  await db.query(
    `insert into listing_applications (host_id, property_id, status, created_at, updated_at)
     select host_id, id, review_status, created_at, created_at from properties order by id
     on conflict (property_id) do nothing`,
  );
  await db.query('commit');
  await db.query('vacuum (analyze) properties, listing_applications');
}

/** Prints what each line's service sends, with EXPLAIN (ANALYZE, BUFFERS): the route's query parsed as the
 * route does, the service called as the admin, its statements captured through Drizzle's logger. */
async function showPlans() {
  pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2, options: '-c jit=off' });
  let captured: Array<{ query: string; params: unknown[] }> = [];
  const logged = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Db;
  const viewer = (await findUserByLogin(logged, ADMIN.username))!;
  for (const line of lines) {
    const target = new URL(line.path(0), 'http://bench');
    const query = Object.fromEntries(target.searchParams);
    captured = [];
    const started = performance.now();
    await callService(logged, viewer, target.pathname, query);
    console.log(
      `\n## ${line.group}: ${line.name} (${line.path(0)}), ${(performance.now() - started).toFixed(1)} ms cold`,
    );
    for (const { query: text, params } of captured) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params);
      console.log(`  ${text.replace(/\s+/g, ' ').slice(0, 300)}\n  params: ${JSON.stringify(params)}`);
      console.log(plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
    }
  }
  await pool.end();
}

async function callService(database: Db, viewer: UserRow, path: string, query: Record<string, string>) {
  const pageQuery = userListQuerySchema.extend(pageQuerySchema.shape);
  if (path === '/api/properties')
    return searchProperties(database, viewer, propertySearchQuerySchema.parse(query));
  if (path === '/api/users') return listUsers(database, 'user', pageQuery.parse(query));
  if (path === '/api/hosts') return listUsers(database, 'host', pageQuery.parse(query));
  if (path === '/api/bookings') return listBookings(database, viewer, bookingListQuerySchema.parse(query));
  if (path === '/api/listing_applications')
    return listApplications(database, applicationListQuerySchema.parse(query));
  if (path === '/api/reports') return reportCards(database);
  if (path === '/api/reports/charts') return reportCharts(database);
  const report = /^\/api\/reports\/(\w+)$/.exec(path);
  if (report)
    return reportDetail(database, parseReportType(report[1]!), reportDetailQuerySchema.parse(query));
  throw new Error(`no service for ${path}`);
}
