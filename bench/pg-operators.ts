// PostgreSQL as operators run it: the built API through PgBouncer (transaction pooling) with a read replica, under
// search and booking load, while the servers behind it go away and come back
// (docs/operations.md#pgbouncer, #read-replica; docs/decisions/0059-pgbouncer-and-read-replica.md).
//
//   npm run build -w apps/api
//   npx tsx bench/pg-operators.ts [--seconds 6] [--searchers 8] [--bookers 6] [--server apps/api/dist/server.js]
//
// It installs Debian's pgbouncer when missing (scripts/ensure-pgbouncer.mjs) and starts, in a temporary folder, a
// private primary (initdb, port 5434), a replica of it (pg_basebackup -R, port 5433) and PgBouncer in front of the
// primary (port 6432); another free port where one of those is taken. The API runs with DATABASE_URL through
// PgBouncer, DATABASE_DIRECT_URL on the primary and DATABASE_READ_URL on the replica. Anonymous searchers (dated
// and undated searches, the property's page) and signed-in guests booking (each request with its Idempotency-Key)
// run through every phase:
//   1. searches alone, then with bookings: every answer right; the share of public reads the replica served (the
//      API's metrics, and the transactions the replica counted);
//   2. listing changes: the property's name changed on the primary, as another node would; how long until an
//      anonymous visitor sees it, and it never comes back to the old name (no cache filled from a lagging replica);
//   3. the replica stopped under load, then started: searches keep answering from the primary, then return to it;
//   4. PgBouncer killed and started again: readiness answers 503, then 200 by itself;
//   5. the primary restarted (pg_ctl restart -m fast) under load: readiness answers 503, then 200 by itself;
// then every booking acknowledged (201) is in the primary, holding its nights, none oversold, and the job queue
// ran through PgBouncer. Prints the figures with the date and machine; exits 1 on any failure. Not in `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, hostname, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { addDays, todayInKigali } from '../packages/domain/src/index.ts';
import { checkInventory, postBooking, seedHostWithProperty, signUpGuest } from './lib/crash-setup.ts';
import { PgCluster, portNear } from './lib/pg-cluster.ts';
import { apiEnv, freePort, startServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '6' },
    searchers: { type: 'string', default: '8' },
    bookers: { type: 'string', default: '6' },
    server: { type: 'string', default: 'apps/api/dist/server.js' },
  },
});
const SERVER = values.server;
const phaseMs = Number(values.seconds) * 1000;
if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build -w apps/api\` first`);
const pgbouncerPath = execFileSync('node', ['scripts/ensure-pgbouncer.mjs'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
}).trim();

const cluster = new PgCluster(
  { primary: await portNear(5434), replica: await portNear(5433), pgbouncer: await portNear(6432) },
  'ikaze_operators',
  pgbouncerPath,
);
process.on('SIGINT', () => void cluster.destroy().finally(() => process.exit(130)));
const problems: string[] = [];

try {
  await run();
} catch (error) {
  problems.push(`the run stopped: ${String(error)}`);
} finally {
  await cluster.destroy();
}
console.log(problems.length === 0 ? '\nPASS' : `\nFAIL:\n  ${problems.join('\n  ')}`);
process.exit(problems.length === 0 ? 0 : 1);

type Guest = { id: number; cookie: string };
type Counts = { ok: number; wrong: number; failed: number; statuses: Record<string, number> };

async function run(): Promise<void> {
  const started = Date.now();
  await cluster.startPrimary();
  await cluster.startReplica();
  await cluster.startPgbouncer();
  const setupMs = Date.now() - started;
  const { primary, replica, pgbouncer } = cluster.ports;
  console.log(
    `${new Date().toISOString()} on ${hostname()} (${cpus().length} × ${cpus()[0]?.model ?? '?'}, load ${loadavg()[0]!.toFixed(1)}); ` +
      `PostgreSQL 15 primary :${primary}, replica :${replica} (pg_basebackup -R), PgBouncer ${pgbouncerVersion()} :${pgbouncer} ` +
      `(transaction pooling), set up in ${(setupMs / 1000).toFixed(1)} s`,
  );

  // The host and property are written through the direct connection (it also migrates), as an operator would.
  const { roomTypes } = await seedHostWithProperty(cluster.url('primary'), {
    prefix: 'ops',
    firstName: 'Operators',
    roomCounts: [20, 30],
  });
  const primaryDb = new pg.Client({ connectionString: cluster.url('primary') });
  primaryDb.on('error', () => undefined); // ended by the primary's restart (phase 5), unused by then
  await primaryDb.connect();
  const { rows: props } = await primaryDb.query<{ id: number; name: string }>(
    'select id, name from properties limit 1',
  );
  const property = props[0]!;

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = await startServer([SERVER], port, {
    ...apiEnv(cluster.url('pgbouncer')),
    DATABASE_DIRECT_URL: cluster.url('primary'),
    DATABASE_READ_URL: cluster.url('replica'),
  });
  await waitReady(base, 60_000);
  const guests: Guest[] = [];
  for (let i = 0; i < Number(values.bookers); i++)
    guests.push(await signUpGuest(base, `ops_guest_${i}`, 'Ops'));

  // The load: anonymous searchers and signed-in bookers, counted per phase.
  const today = todayInKigali();
  const randomStay = () => {
    const checkIn = addDays(today, 1 + Math.floor(Math.random() * 180));
    return { checkIn, checkOut: addDays(checkIn, 1 + Math.floor(Math.random() * 3)) };
  };
  let counts = { search: newCounts(), booking: newCounts() };
  const acknowledged: Array<{ bookingId: number; userId: number }> = [];
  let stop = false;
  const searcher = async () => {
    for (let n = 0; !stop; n++) {
      const { checkIn, checkOut } = randomStay();
      const kind = n % 4;
      // Searches and the page are mostly answered from memory; the reviews always ask the database.
      const path = [
        `/api/properties?view=card&checkIn=${checkIn}&checkOut=${checkOut}&guests=${1 + (n % 3)}`,
        `/api/properties/${property.id}?checkIn=${checkIn}&checkOut=${checkOut}`,
        `/api/properties?page=1&pageSize=${10 + (n % 10)}`,
        `/api/properties/${property.id}/reviews`,
      ][kind]!;
      await count(
        counts.search,
        () => fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) }),
        async (r) => {
          const body: unknown = await r.json();
          if (kind === 1) return (body as { id: number }).id === property.id;
          if (kind === 3) return Array.isArray((body as { reviews?: unknown }).reviews);
          return (
            Array.isArray(body) && (kind === 0 || body.some((p: { id: number }) => p.id === property.id))
          );
        },
      );
    }
  };
  let sequence = 0;
  let bookingsPaused = true;
  const booker = async (guest: Guest) => {
    while (!stop) {
      if (bookingsPaused) {
        await sleep(50);
        continue;
      }
      const roomType = roomTypes[Math.floor(Math.random() * roomTypes.length)]!;
      const attempt = {
        key: `ops-${sequence++}-${Math.random().toString(36).slice(2)}`,
        guest,
        entry: { roomTypeId: roomType.id, ...randomStay(), rooms: 1 + Math.floor(Math.random() * 2) },
      };
      await count(
        counts.booking,
        () => postBooking(base, attempt),
        async (r) => {
          if (r.status === 409) return true;
          const body = (await r.json()) as { bookings: Array<{ id: number }> };
          for (const b of body.bookings) acknowledged.push({ bookingId: b.id, userId: guest.id });
          return body.bookings.length === 1;
        },
        [201, 409],
      );
    }
  };
  const load = [
    ...Array.from({ length: Number(values.searchers) }, searcher),
    ...guests.map((guest) => booker(guest)),
  ];
  const phase = async (name: string, during: () => Promise<string>) => {
    counts = { search: newCounts(), booking: newCounts() };
    const before = await publicReads(base);
    const at = performance.now();
    const note = await during();
    const seconds = (performance.now() - at) / 1000;
    const after = await publicReads(base);
    const { search, booking } = counts;
    console.log(`\n${name} (${seconds.toFixed(1)} s, load ${loadavg()[0]!.toFixed(1)})`);
    console.log(
      `  searches: ${search.ok + search.wrong + search.failed} (${((search.ok + search.wrong) / seconds).toFixed(0)}/s), ` +
        `${search.wrong} wrong, ${search.failed} failed ${statusList(search)}`,
    );
    console.log(
      `  bookings: ${booking.ok + booking.wrong + booking.failed} sent, ${statusList(booking)}, ${booking.wrong} wrong`,
    );
    const replicaShare = after.replica - before.replica;
    const primaryShare = after.primary - before.primary;
    console.log(
      `  public reads' statements: ${replicaShare} on the replica, ${primaryShare} on the primary ` +
        `(${((100 * replicaShare) / Math.max(1, replicaShare + primaryShare)).toFixed(0)}% replica); ` +
        `the replica committed ${after.replicaTransactions - before.replicaTransactions} transactions`,
    );
    if (note) console.log(`  ${note}`);
    return { search, booking };
  };
  // 1. Searches alone, then with bookings: every booking is a change heard, after which reads wait for the replica.
  const searchesAlone = await phase('1a. searches alone', async () => {
    await sleep(phaseMs);
    return '';
  });
  if (searchesAlone.search.wrong + searchesAlone.search.failed > 0)
    problems.push('searches alone: searches failed or were wrong');
  bookingsPaused = false;
  const steady = await phase('1b. searches and bookings', async () => {
    await sleep(phaseMs);
    return '';
  });
  if (steady.search.wrong + steady.search.failed > 0) problems.push('steady: searches failed or were wrong');
  if (steady.booking.failed + steady.booking.wrong > 0) problems.push('steady: bookings failed');

  // 2. Listing changes written on the primary, as another node would: seen by anonymous visitors, never undone.
  await phase('2. listing changes on the primary', async () => {
    const waits: number[] = [];
    let reverted = 0;
    for (let i = 1; i <= 20; i++) {
      const name = `${property.name} ${i}`;
      await primaryDb.query('update properties set name = $1 where id = $2', [name, property.id]);
      const changedAt = performance.now();
      while ((await anonymousName(base, property.id)) !== name) {
        if (performance.now() - changedAt > 10_000) break;
        await sleep(5);
      }
      waits.push(performance.now() - changedAt);
      for (let k = 0; k < 10; k++) if ((await anonymousName(base, property.id)) !== name) reverted++;
    }
    const late = waits.filter((ms) => ms >= 10_000).length;
    if (late) problems.push(`listing changes: ${late} of 20 never seen by a visitor`);
    if (reverted)
      problems.push(`listing changes: ${reverted} answers showed an older name after the new one`);
    waits.sort((a, b) => a - b);
    return (
      `20 name changes: seen by an anonymous visitor after median ${waits[10]!.toFixed(0)} ms, ` +
      `at most ${waits[19]!.toFixed(0)} ms; ${reverted} of 200 later answers showed an older name`
    );
  });

  // 3. The replica stopped, then started again.
  const replicaDown = await phase('3. replica stopped, then started', async () => {
    await sleep(phaseMs / 3);
    await cluster.stop('replica');
    const stoppedAt = await publicReads(base);
    await sleep(phaseMs / 2);
    const whileStopped = await publicReads(base);
    await cluster.start('replica');
    const back = performance.now();
    let onReplica = whileStopped.replica;
    while (onReplica === whileStopped.replica && performance.now() - back < 30_000) {
      await sleep(100);
      onReplica = (await publicReads(base)).replica;
    }
    const backMs = performance.now() - back;
    if (onReplica === whileStopped.replica) problems.push('replica: reads never went back to it');
    await sleep(phaseMs / 3);
    return (
      `while it was stopped: ${whileStopped.replica - stoppedAt.replica} statements on the replica, ` +
      `${whileStopped.primary - stoppedAt.primary} on the primary; reads went back to it ` +
      `${(backMs / 1000).toFixed(1)} s after it started`
    );
  });
  if (replicaDown.search.failed + replicaDown.search.wrong > 0)
    problems.push(
      `replica stopped: ${replicaDown.search.failed} searches failed, ${replicaDown.search.wrong} wrong`,
    );
  if (replicaDown.booking.failed > 0) problems.push('replica stopped: bookings failed');

  // 4 and 5: PgBouncer, then the primary, go away under load.
  const outage = async (what: string, act: () => Promise<void>) => {
    const watch = watchReady(base);
    await sleep(phaseMs / 3);
    const at = performance.now();
    await act();
    const { notReadyAfterMs, readyAgainAfterMs } = await watch.until(at, 60_000);
    await sleep(phaseMs / 3);
    if (notReadyAfterMs === undefined) problems.push(`${what}: readiness never answered 503`);
    if (readyAgainAfterMs === undefined)
      problems.push(`${what}: readiness did not come back to 200 by itself`);
    return (
      `ready: 503 ${fmt(notReadyAfterMs)} after ${what}, 200 again ${fmt(readyAgainAfterMs)} after it ` +
      `(${watch.checks} checks, every 100 ms)`
    );
  };
  await phase('4. PgBouncer killed and started again', () =>
    outage('the kill', async () => {
      await cluster.stopPgbouncer();
      await sleep(1_000);
      await cluster.startPgbouncer();
    }),
  );
  await phase('5. primary restarted (pg_ctl restart -m fast)', () =>
    outage('the restart began', () => cluster.restart('primary')),
  );

  stop = true;
  await Promise.all(load);
  await primaryDb.end().catch(() => undefined);
  const db = new pg.Client({ connectionString: cluster.url('primary') });
  await db.connect();
  try {
    const ids = acknowledged.map((a) => a.bookingId);
    const { rows } = await db.query<{ id: number; user_id: number }>(
      'select id, user_id from bookings where id = any($1::int[])',
      [ids],
    );
    const found = new Map(rows.map((r) => [r.id, r.user_id]));
    const missing = acknowledged.filter((a) => found.get(a.bookingId) !== a.userId).length;
    const { mismatched, oversold, nights } = await checkInventory(db);
    const { rows: jobs } = await db.query<{ state: string; n: number }>(
      'select state::text, count(*)::int as n from pgboss.job group by 1 order by 1',
    );
    console.log(
      `\nafter: ${acknowledged.length} bookings acknowledged, ${missing} missing or changed; ${nights} nights booked, ` +
        `${mismatched} held ≠ booked, ${oversold} oversold; jobs through PgBouncer: ` +
        (jobs.map((j) => `${j.n} ${j.state}`).join(', ') || 'none'),
    );
    if (missing) problems.push(`${missing} acknowledged bookings are missing`);
    if (mismatched || oversold)
      problems.push(`inventory: ${mismatched} mismatched, ${oversold} oversold nights`);
    if (!jobs.some((j) => j.state === 'completed' && j.n > 0))
      problems.push('no job completed through PgBouncer');
  } finally {
    await db.end();
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
}

function newCounts(): Counts {
  return { ok: 0, wrong: 0, failed: 0, statuses: {} };
}

/** Sends one request: counted by status; `right` judges an expected answer (200 unless told). */
async function count(
  into: Counts,
  send: () => Promise<Response>,
  right: (response: Response) => Promise<boolean>,
  expected = [200],
): Promise<void> {
  try {
    const response = await send();
    into.statuses[response.status] = (into.statuses[response.status] ?? 0) + 1;
    if (!expected.includes(response.status)) {
      await response.arrayBuffer();
      into.failed++;
      if (response.status >= 500) await sleep(50);
      return;
    }
    if (await right(response)) into.ok++;
    else into.wrong++;
  } catch {
    into.statuses.network = (into.statuses.network ?? 0) + 1;
    into.failed++;
    await sleep(50);
  }
}

function statusList(counts: Counts): string {
  return `(${Object.entries(counts.statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ')})`;
}

async function anonymousName(base: string, id: number): Promise<string | undefined> {
  const response = await fetch(`${base}/api/properties/${id}`);
  return response.ok ? ((await response.json()) as { name: string }).name : undefined;
}

/** Where public reads ran (the API's metrics) and the transactions the replica committed (pg_stat_database). */
async function publicReads(base: string) {
  const text = await fetch(`${base}/metrics`).then((r) => r.text());
  const read = (label: string) =>
    Number(
      new RegExp(`^ikaze_db_public_reads_total\\{ran_on="${label}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0,
    );
  const replicaDb = new pg.Client({ connectionString: cluster.url('replica') });
  const replicaTransactions = await replicaDb
    .connect()
    .then(() =>
      replicaDb.query<{ n: string }>(
        'select xact_commit::text as n from pg_stat_database where datname = current_database()',
      ),
    )
    .then(
      (r) => Number(r.rows[0]!.n),
      () => Number.NaN,
    )
    .finally(() => replicaDb.end().catch(() => undefined));
  return { replica: read('replica'), primary: read('primary'), replicaTransactions };
}

async function waitReady(base: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error('the API never answered ready');
}

/** Asks /api/health/ready every 100 ms: when it first answered 503 after `at`, and 200 again after that. */
function watchReady(base: string) {
  const answers: Array<{ at: number; ready: boolean }> = [];
  let watching = true;
  const loop = (async () => {
    while (watching) {
      const ready = await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.status === 200,
        () => false,
      );
      answers.push({ at: performance.now(), ready });
      await sleep(100);
    }
  })();
  return {
    get checks() {
      return answers.length;
    },
    async until(at: number, timeoutMs: number) {
      let notReadyAfterMs: number | undefined;
      let readyAgainAfterMs: number | undefined;
      while (performance.now() - at < timeoutMs && readyAgainAfterMs === undefined) {
        await sleep(100);
        const after = answers.filter((a) => a.at >= at);
        const down = after.find((a) => !a.ready);
        if (down) {
          notReadyAfterMs = down.at - at;
          const up = after.find((a) => a.at > down.at && a.ready);
          if (up) readyAgainAfterMs = up.at - at;
        }
      }
      watching = false;
      await loop;
      return { notReadyAfterMs, readyAgainAfterMs };
    },
  };
}

function fmt(ms: number | undefined): string {
  return ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`;
}

function pgbouncerVersion(): string {
  return /PgBouncer (\S+)/.exec(execFileSync(pgbouncerPath, ['--version'], { encoding: 'utf8' }))?.[1] ?? '?';
}
