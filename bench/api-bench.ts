// Benchmarks search, property detail and booking against the built server on PostgreSQL.
//
//   npm run build -w apps/api
//   npx tsx bench/api-bench.ts [--properties 100000] [--bookings 1000000] [--seconds 10] [--connections 10,50]
//                              [--only search,search-distinct,search-distinct-full,search-group,deals,detail,detail-first,
//                                      booking]
//                              [--repeat 1] [--warmup 2]
//                              [--regenerate] [--server apps/api/dist/server.js]
//
// Makes (or reuses) a database `ikaze_bench_<properties>` on BENCH_DATABASE_URL's server (default: the local
// PostgreSQL), starts apps/api/dist/server.js on it, and prints req/s, p50 and p99 for each scenario next to
// the same framework answering a constant JSON body of the same size, with the load average of the machine.
// The table is Markdown for docs/benchmarks.md; the raw figures also go to bench/results/ (git-ignored).
// Nothing in `npm test` reads these databases.
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createRandom } from '../apps/api/src/db/seed/random.ts';
import { addDays, todayInKigali } from '../packages/domain/src/index.ts';
import { generateScaleData } from './lib/scale-data.ts';
import {
  markdownTable,
  measure,
  prime,
  processCpuMs,
  processTree,
  residentMib,
  type CpuSampler,
  type Scenario,
} from './lib/measure.ts';
import { sandboxProviderEnv } from './lib/sandbox-env.ts';
import { apiEnv, freePort, signIn, startServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '100000' },
    bookings: { type: 'string', default: '' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10,50' },
    only: {
      type: 'string',
      default: 'search,search-distinct,search-distinct-full,search-group,deals,detail,detail-first,booking',
    },
    repeat: { type: 'string', default: '1' },
    // API processes (API_WORKERS); 1, the default, unless told: each process keeps its own search answers.
    workers: { type: 'string', default: '1' },
    regenerate: { type: 'boolean', default: false },
    // The payment providers' sandbox: in a process of its own ('apart') or served by the API itself ('inside').
    sandbox: { type: 'string', default: 'apart' },
    // Another build to compare with (e.g. the last commit's, built elsewhere), on the same data.
    server: { type: 'string', default: 'apps/api/dist/server.js' },
  },
});
const propertyCount = Number(values.properties);
// Same density at every scale: 3 room types and 10 bookings per property (100k → 300k → 1M).
const bookingCount = values.bookings ? Number(values.bookings) : propertyCount * 10;
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const repeat = Number(values.repeat);
const connectionCounts = values.connections.split(',').map(Number);
const only = values.only.split(',');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER = values.server;

if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build -w apps/api\` first`);

process.on('SIGINT', () => process.exit(130));

const dbName = `ikaze_bench_${propertyCount}`;
const dbUrl = await ensureDatabase(dbName);
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();

// Free ports from the system: other people's servers run on this machine too.
const API_PORT = await freePort();
const BASELINE_PORT = await freePort();
// The providers elsewhere, as in life: the sandbox in a process of its own (`--sandbox inside`: the one the API
// serves itself with no provider settings, as `npm start` runs), so that the API's figures are its own work
// (asking, following up, settling), not also the provider's answering.
const sandboxApart = values.sandbox === 'apart';
const sandboxEnv = sandboxApart ? sandboxProviderEnv(await startSandboxProcess()) : {};
const api = await startServer([SERVER], API_PORT, {
  ...apiEnv(dbUrl),
  ...sandboxEnv,
  API_WORKERS: values.workers,
});
const base = `http://127.0.0.1:${API_PORT}`;
/** CPU of the API process and of the PostgreSQL backends serving the bench database (not parallel workers). */
const apiCpu: CpuSampler = async () => {
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return { api: processCpuMs(processTree(api.pid!)), db: processCpuMs(rows.map((r) => r.pid)) };
};
// An API process answers at once but then loads the per-night inventory into memory (decision 0034), mostly
// PostgreSQL's work: a run started meanwhile measures that load, not the scenario.
await settled(apiCpu);
/** Guests the booking scenario books as, in turn. */
const BENCH_GUESTS = 50;
// Bookings come from many guests, as they do in life, not all from one account (whose users row every booking's
// foreign key locks; A/B runs showed no difference on 2 cores, but a real load looks like this).
const guests = await Promise.all(Array.from({ length: BENCH_GUESTS }, (_, i) => benchGuest(base, i)));
const sample = await sampleRoomTypes();
/** The listed properties outside the sample, which `detail` opens: `detail-first` opens each once. */
const unopened = only.includes('detail-first')
  ? await unopenedProperties(new Set(sample.map((s) => s.propertyId)))
  : [];
const DESTINATIONS = [
  'Kigali',
  'Musanze',
  'Gisenyi',
  'Karongi',
  'Nyanza',
  'Rusizi',
  'Kayonza',
  'Rwamagana',
  'Huye',
];
const today = todayInKigali();

/** stayFor and the destinations repeat together every lcm(170, 4, 9) searches. */
const SEARCH_MIX = 6_120;

/** Rooms asked by never-asked searches, drawn from: mostly one, as the search form proposes. */
const ROOMS_MIX = [1, 1, 2, 1, 1, 2, 3] as const;
/**
 * Guests (adults + children) of never-asked searches: the site sends `guests` only past one (search-state.ts),
 * and couples and families search as often as people alone. Each value is its own filter set (the property must
 * take that many), as for people.
 */
const GUESTS_MIX = [1, 1, 1, 2, 2, 3, 4] as const;
/**
 * How the bench's guests pay, in turn: ordinary MTN and Airtel numbers, which the sandbox approves within 2 s
 * and calls back once for (docs/payments-providers.md#the-sandbox).
 */
const WALLETS = [
  { method: 'mtn_momo', phone: '0788999999' },
  { method: 'airtel_money', phone: '0738999999' },
] as const;
/** The issue's targets for a booking (issue 28, item 9): beside the constant-body server, and its p99. */
const BOOKING_TARGET = { ratio: 15, p99Ms: 50 };
/** Rooms asked by groups (search-group). */
const GROUP_ROOMS = [4, 5, 6, 8, 4, 5, 7] as const;

/** A stay of 1–4 nights starting 1–170 days from now (where the generated bookings are). */
const stayFor = (n: number) => {
  const checkIn = addDays(today, 1 + ((n * 37) % 170));
  return { checkIn, checkOut: addDays(checkIn, 1 + (n % 4)) };
};

/** What a browser sends with every request: the API answers it compressed, as it does for people. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Searches never asked before in this run, as people send them: a destination, their own stay of 1–7 nights
 * starting 1–365 days from now (the generated bookings lie in the first 180), guests from GUESTS_MIX and rooms
 * drawn from `roomsMix`. Drawn from a seeded generator, and a search already sent is drawn again: 365 × 7 × 9
 * destinations × 4 guests × the distinct rooms give 275,940 searches or more, and the source stops the benchmark
 * rather than repeat one.
 */
/** Days ahead a never-asked stay may start on (1 to this): a year, as far as guests may book by default. */
const STAY_STARTS = 365;
function neverAskedSearches(roomsMix: readonly number[], seed: number): () => string {
  const sent = new Set<string>();
  const space = STAY_STARTS * 7 * DESTINATIONS.length * new Set(GUESTS_MIX).size * new Set(roomsMix).size;
  // The seed data's generator: the same searches in every run of the benchmark.
  const random = createRandom(seed);
  return () => {
    if (sent.size >= space * 0.9) throw new Error('never-asked searches exhausted: shorten the runs');
    for (;;) {
      const checkIn = addDays(today, random.int(1, STAY_STARTS));
      const checkOut = addDays(checkIn, random.int(1, 7));
      const destination = encodeURIComponent(random.pick(DESTINATIONS));
      const guests = random.pick(GUESTS_MIX);
      const path =
        `/api/properties?destination=${destination}&checkIn=${checkIn}&checkOut=${checkOut}` +
        `${guests > 1 ? `&guests=${guests}` : ''}&rooms=${random.pick(roomsMix)}`;
      if (sent.has(path)) continue;
      sent.add(path);
      return path;
    }
  };
}
const distinctCards = neverAskedSearches(ROOMS_MIX, 1);
const distinctWhole = neverAskedSearches(ROOMS_MIX, 2);
const distinctGroups = neverAskedSearches(GROUP_ROOMS, 3);

let searches = 0;
let details = 0;
let firstDetails = 0;
let reservations = 0;
const scenarios: Scenario[] = [
  {
    // The steady state of a mix of 6,120 searches (9 destinations × 680 stays) asked again and again: each is
    // asked once first, so that the answers the API keeps (docs/decisions/0011) are there, as they are for the
    // searches people repeat. search-distinct measures searches never asked before.
    name: 'search',
    headers: BROWSER,
    prime: SEARCH_MIX,
    next: () => {
      const n = searches++;
      const { checkIn, checkOut } = stayFor(n);
      const destination = encodeURIComponent(DESTINATIONS[n % DESTINATIONS.length]!);
      return {
        path: `/api/properties?destination=${destination}&checkIn=${checkIn}&checkOut=${checkOut}&view=card`,
      };
    },
  },
  {
    // Searches never asked before, as people send them: their own dates, mostly for one room, sometimes two or
    // three (ROOMS_MIX; the search form's default is one), as cards as the site asks. Always with `rooms`, which
    // the repeated mix above never sends, and never the same search twice (neverAskedSearches), so no answer the
    // API kept is reused. Every request reads its page, the rooms free on its nights and what its dates take off
    // the total; what does not depend on dates (the matches of the 108 filter sets destination × guests × rooms, the
    // listings of the properties shown) is kept until listings change (docs/decisions/0024-dated-search.md).
    name: 'search-distinct',
    headers: BROWSER,
    next: () => ({ path: `${distinctCards()}&view=card` }),
  },
  {
    // The same searches asking for whole properties (every field of each, as API clients other than the site
    // may): what search-distinct measured before the site asked for cards (docs/decisions/0033-search-cards.md).
    name: 'search-distinct-full',
    headers: BROWSER,
    next: () => ({ path: distinctWhole() }),
  },
  {
    // The rare never-asked search for a group (4–8 rooms; every generated room type has 10): the nights with
    // fewer rooms free than asked are many more, so more properties must be checked against the stay.
    name: 'search-group',
    headers: BROWSER,
    next: () => ({ path: `${distinctGroups()}&view=card` }),
  },
  {
    // The home page's 'Deals for the weekend': every visitor asks the same.
    name: 'deals',
    headers: BROWSER,
    next: () => ({ path: `/api/properties?sort=discount&pageSize=10&view=card` }),
  },
  {
    // A visitor's detail page: each sampled property's listing is read once first, as the listings of the
    // properties people look at are kept (docs/decisions/0039-property-detail-from-memory.md).
    name: 'detail',
    headers: BROWSER,
    prime: sample.length,
    next: () => {
      const n = details++;
      const { checkIn, checkOut } = stayFor(n);
      return {
        path: `/api/properties/${sample[n % sample.length]!.propertyId}?checkIn=${checkIn}&checkOut=${checkOut}`,
      };
    },
  },
  {
    // A detail page no one has opened since the server started: its listing is read from PostgreSQL and its
    // answer gzipped whole (its kept gzip parts wait for a second visit:
    // docs/decisions/0062-detail-answers-from-kept-gzip-parts.md). The uncached figure beside `detail`'s.
    name: 'detail-first',
    headers: BROWSER,
    next: () => {
      const n = firstDetails++;
      if (n >= unopened.length)
        throw new Error('detail-first: every unopened property was asked: shorten the runs');
      const { checkIn, checkOut } = stayFor(n);
      return { path: `/api/properties/${unopened[n]}?checkIn=${checkIn}&checkOut=${checkOut}` };
    },
  },
  {
    // A reservation paid with a wallet, as guests pay (docs/payments.md): the API writes the payment with the
    // booking, asks the provider (the built-in sandbox, answering as MTN and Airtel do) before it answers, and
    // settles it from the sandbox's callback and a status lookup a moment later, within the run.
    name: 'booking',
    method: 'POST' as const,
    next: () => {
      // One night, 200–699 days ahead (after every generated booking), walking the sampled room types first:
      // 500 × sample distinct (room type, night) pairs, so a run never conflicts (cleaned before each run).
      const n = reservations++;
      const { roomTypeId, propertyId } = sample[n % sample.length]!;
      const checkInDate = addDays(today, 200 + (Math.floor(n / sample.length) % 500));
      const entry = {
        roomTypeId,
        propertyId,
        roomType: 'bench',
        roomNumber: 1,
        checkInDate,
        checkOutDate: addDays(checkInDate, 1),
        price: 0,
      };
      const guest = guests[n % guests.length]!;
      return {
        path: '/api/bookings',
        headers: { cookie: guest.cookie },
        body: JSON.stringify({ userId: guest.id, bookings: [entry], payment: WALLETS[n % WALLETS.length] }),
      };
    },
  },
].filter((s) => only.includes(s.name));

const machine = describeMachine();
const pgVersion = ((await db.query<{ v: string }>('select version() as v')).rows[0]?.v ?? '').split(
  ' on ',
)[0];
console.log(
  `\n${machine}; ${pgVersion}; Node ${process.version}; ${SERVER}, API_WORKERS=${values.workers}; ` +
    `payment sandbox ${sandboxApart ? 'in a process of its own' : 'served by the API'}`,
);
console.log(
  `${propertyCount} properties, ${bookingCount} bookings; ${seconds} s per run after ${warmup} s of warm-up\n`,
);

const rows: Array<Record<string, string | number>> = [];
for (let round = 1; round <= repeat; round++) {
  for (const scenario of scenarios) {
    if (scenario.name === 'booking') await removeBenchBookings();
    if (scenario.prime) await prime(base, scenario, scenario.prime);
    const size = await probe(scenario);
    const baseline = await startServer(
      ['bench/lib/constant-server.mjs', String(BASELINE_PORT), String(size)],
      BASELINE_PORT,
      {},
    );
    const baselineUrl = `http://127.0.0.1:${BASELINE_PORT}`;
    for (const connections of connectionCounts) {
      // What the API and PostgreSQL spend idle (watchers, schedules), subtracted from a booking's whole work.
      const idle = scenario.name === 'booking' ? await idleCpuPerSecond(apiCpu) : { api: 0, db: 0 };
      const cpuBefore = await apiCpu();
      const startedAt = performance.now();
      const warm = warmup > 0 ? await measure(base, scenario, connections, warmup) : undefined;
      const ours = await measure(base, scenario, connections, seconds, apiCpu);
      // The payments of the run settle a moment after it (callbacks, status lookups, the ledger, emails): the
      // constant server is measured once they have, and a booking's whole work is its CPU until then.
      if (scenario.name === 'booking') {
        const runEnded = performance.now();
        const runStartedAt = new Date(Date.now() - (runEnded - startedAt));
        await settled(apiCpu);
        const cpuAfter = await apiCpu();
        const booked = ours.requests + (warm?.requests ?? 0);
        const elapsed = (performance.now() - startedAt) / 1000;
        const whole = (key: 'api' | 'db') =>
          ((cpuAfter[key]! - cpuBefore[key]! - idle[key] * elapsed) / booked).toFixed(2);
        console.log(
          `  booking's whole work (its request, settlement, ledger, emails), settled ` +
            `${((performance.now() - runEnded) / 1000).toFixed(0)} s after the run: ` +
            `${whole('api')}+${whole('db')} ms of CPU (api+db) per booking, over ${booked} bookings ` +
            `(less ${idle.api.toFixed(0)}+${idle.db.toFixed(0)} ms a second spent idle)`,
        );
        console.log(`  ${await timeToPaid(runStartedAt)}`);
      }
      // One request of the scenario, sent again and again: the constant server answers every path alike, and a
      // scenario's next() must not run on (its searches would then repeat in the next run, answered from memory).
      const sample = scenario.next();
      const floor = await measure(
        baselineUrl,
        { ...scenario, headers: {}, next: () => sample },
        connections,
        seconds,
        async () => ({
          api: processCpuMs([baseline.pid!]),
        }),
      );
      const ms = (figures: typeof ours, key: string) => (figures.cpuPerRequest[key] ?? 0).toFixed(2);
      const row = {
        scenario: scenario.name,
        properties: propertyCount,
        conns: connections,
        'req/s': ours.rps,
        'p50 ms': ours.p50,
        'p99 ms': ours.p99,
        'errors/non-2xx': `${ours.errors}/${ours.non2xx}`,
        'body B': size,
        'constant req/s': floor.rps,
        'constant p99 ms': floor.p99,
        'constant / ours': `${(floor.rps / Math.max(1, ours.rps)).toFixed(1)}×`,
        'CPU ms/req api+db (constant)': `${ms(ours, 'api')}+${ms(ours, 'db')} (${ms(floor, 'api')})`,
        'load 1m': `${ours.loadBefore.toFixed(1)}→${ours.loadAfter.toFixed(1)}`,
      };
      rows.push(row);
      console.log(Object.values(row).join('  '));
      if (scenario.name === 'booking') {
        const ratio = floor.rps / Math.max(1, ours.rps);
        const pass = ratio <= BOOKING_TARGET.ratio && ours.p99 <= BOOKING_TARGET.p99Ms;
        console.log(
          `  booking at ${connections} connections: ${ratio.toFixed(1)}× the constant server ` +
            `(target ≤ ${BOOKING_TARGET.ratio}×), p99 ${ours.p99} ms (target ≤ ${BOOKING_TARGET.p99Ms}): ` +
            (pass ? 'PASS' : 'FAIL'),
        );
      }
    }
    baseline.kill('SIGTERM');
    await sleep(300);
  }
}
if (only.includes('booking')) await removeBenchBookings();

console.log(`\n${markdownTable(rows)}\n`);
// What the API processes hold after the runs (kept answers, listings, match lists, the per-night inventory).
const apiResidentMib = residentMib(processTree(api.pid!));
console.log(`API resident memory after the runs: ${apiResidentMib} MiB (API_WORKERS=${values.workers})`);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/api-${propertyCount}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(
  file,
  JSON.stringify(
    {
      machine,
      pgVersion,
      node: process.version,
      server: SERVER,
      propertyCount,
      bookingCount,
      seconds,
      apiResidentMib,
      rows,
    },
    null,
    2,
  ),
);
console.log(`Raw figures in ${file}`);
// Stopped, not killed: a server started with BENCH_NODE_ARGS=--cpu-prof writes its profile as it exits.
api.kill('SIGTERM');
await Promise.race([once(api, 'exit'), sleep(15_000)]);
await db.end();
process.exit(0);

/** Creates and fills the database unless it already holds this very data set; applies new migrations. */
async function ensureDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const migrate = async () => (await openDatabase({ databaseUrl: url.toString(), dataDir: '' })).close();
  let ready = false;
  if (exists && !values.regenerate) {
    await migrate();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const info = await client
      .query<{ properties: number; bookings: number }>('select properties, bookings from bench_info')
      .catch(() => ({ rows: [] as Array<{ properties: number; bookings: number }> }));
    ready = info.rows[0]?.properties === propertyCount && info.rows[0]?.bookings === bookingCount;
    await client.end();
  }
  if (!ready) {
    if (exists) await admin.query(`drop database ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await migrate();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    console.log(
      `Generating ${propertyCount} properties, ${propertyCount * 3} room types, ${bookingCount} bookings in ${name}…`,
    );
    const started = performance.now();
    const timings = await generateScaleData(client, { properties: propertyCount, bookings: bookingCount });
    const total = (performance.now() - started) / 1000;
    console.log(`  done in ${total.toFixed(1)} s (load ${loadavg()[0]!.toFixed(1)})`);
    await client.query(
      'create table bench_info (properties int, bookings int, generated_at timestamptz, seconds jsonb)',
    );
    await client.query('insert into bench_info values ($1, $2, now(), $3)', [
      propertyCount,
      bookingCount,
      JSON.stringify({ ...timings, total }),
    ]);
    await client.end();
  }
  await admin.end();
  return url.toString();
}

/** The providers' sandbox (apps/api/src/modules/payments/sandbox/standalone.ts) as a process of its own. */
async function startSandboxProcess(): Promise<{ mtnUrl: string; airtelUrl: string }> {
  const port = await freePort();
  const script = 'apps/api/src/modules/payments/sandbox/standalone.ts';
  await startServer(['--import', 'tsx', script, String(port)], port, {}, 90_000, '/sandbox/mtn/transactions');
  const address = `http://127.0.0.1:${port}`;
  return { mtnUrl: `${address}/sandbox/mtn`, airtelUrl: `${address}/sandbox/airtel` };
}

/** Registers (once) and signs in one of the bench's guests; its session cookie goes on its bookings. */
async function benchGuest(baseUrl: string, i: number): Promise<{ id: number; cookie: string }> {
  const name = i === 0 ? 'bench_guest' : `bench_booker_${i}`;
  const credentials = { username: name, password: 'bench-password-1' };
  const json = { 'content-type': 'application/json' };
  await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      ...credentials,
      email: `${name}@bench.rw`,
      first_name: 'Bench',
      last_name: 'Guest',
      phone_number: '0788999999',
    }),
  });
  return signIn(baseUrl, credentials);
}

/** Up to 20,000 room types spread over the whole table (a fixed seed: the same sample every run). */
/** Waits until the API and its PostgreSQL backends use under a tenth of a core for 2 s in a row (3 minutes at most). */
async function settled(cpu: CpuSampler) {
  const started = performance.now();
  const total = async () => Object.values(await cpu()).reduce((sum, ms) => sum + ms, 0);
  let quiet = 0;
  let last = await total();
  while (quiet < 2 && performance.now() - started < 180_000) {
    await sleep(1000);
    const now = await total();
    quiet = now - last < 100 ? quiet + 1 : 0;
    last = now;
  }
  console.log(`API settled after ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** How long the run's paid reservations took from their request to 'paid': median, p90, p99 and the longest. */
async function timeToPaid(since: Date): Promise<string> {
  const { rows } = await db.query<{ n: number; p: number[] | null; max: number | null }>(
    `select count(*)::int as n,
       percentile_cont(array[0.5, 0.9, 0.99]) within group (order by extract(epoch from paid_at - created_at)) as p,
       max(extract(epoch from paid_at - created_at))::float8 as max
     from payments where created_at >= $1 and status = 'successful'`,
    [since],
  );
  const { n, p, max } = rows[0]!;
  if (!p) return 'time to paid: no payment was paid';
  const s = (x: number) => `${x.toFixed(1)} s`;
  return `time from request to paid, over ${n} payments: median ${s(p[0]!)}, p90 ${s(p[1]!)}, p99 ${s(p[2]!)}, longest ${s(max!)}`;
}

/**
 * CPU ms a second the API and PostgreSQL spend with no request (their watchers and schedules), over 5 s, once the
 * work of what came before (an earlier run's payments, the bench's stays cancelled) has settled.
 */
async function idleCpuPerSecond(cpu: CpuSampler): Promise<{ api: number; db: number }> {
  await settled(cpu);
  const before = await cpu();
  await sleep(5000);
  const after = await cpu();
  return { api: (after.api! - before.api!) / 5, db: (after.db! - before.db!) / 5 };
}

async function sampleRoomTypes() {
  await db.query('select setseed(0.42)');
  const { rows } = await db.query<{ roomTypeId: number; propertyId: number }>(
    'select id as "roomTypeId", property_id as "propertyId" from room_types order by random() limit 20000',
  );
  if (rows.length === 0) throw new Error('no room types in the bench database');
  return rows;
}

async function unopenedProperties(opened: Set<number>) {
  const { rows } = await db.query<{ id: number }>(
    `select p.id from properties p join users u on u.id = p.host_id
      where p.review_status = 'approved' and u.is_active order by md5(p.id::text)`,
  );
  return rows.map((r) => r.id).filter((id) => !opened.has(id));
}

/** One request of the scenario: it must succeed; its body's size sizes the baseline. */
async function probe(scenario: Scenario): Promise<number> {
  const { path, body, headers } = scenario.next();
  const response = await fetch(base + path, {
    method: scenario.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'identity',
      ...scenario.headers,
      ...headers,
    },
    body,
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`${scenario.name}: ${response.status} for ${path}`);
  return bytes;
}

/**
 * Cancels the bench's own bookings and gives back the nights they hold, so that every run books on free nights.
 * They are kept, not deleted: the ledger's entries of their payments point at them and are never removed
 * (docs/money.md).
 */
async function removeBenchBookings() {
  await db.query(
    `with gone as (
            update bookings set status = 'cancelled'
            where user_id = any($1::int[]) and status in ('pending', 'confirmed')
            returning room_type_id, check_in, check_out, rooms),
          nights as (
            select room_type_id, check_in + k as night, sum(rooms)::int as rooms
            from gone cross join lateral generate_series(0, check_out - check_in - 1) k
            group by 1, 2)
     update room_nights rn set held = rn.held - nights.rooms
     from nights where rn.room_type_id = nights.room_type_id and rn.night = nights.night`,
    [guests.map((g) => g.id)],
  );
}

function describeMachine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM`;
}
