// Three API nodes behind HAProxy on one PostgreSQL (docs/nodes.md, decision 0060): separate processes on ports
// 3401–3403, each set as deploy/ikaze.env.example says, behind deploy/haproxy.cfg itself (Debian's haproxy,
// installed by scripts/ensure-haproxy.mjs when missing) on 3480, with an https frontend on 3443 when openssl can
// make a certificate. Guests search, book and pay (the providers' sandbox runs in this process, so that it
// outlives the nodes; every booking carries an Idempotency-Key), and three of them hold live event streams
// (GET /api/stream, opened again 3 s after a node ends one), through HAProxy while:
//   (a) a rolling restart: each node in turn gets SIGTERM, ends, is started again and waits for HAProxy to see it
//       ready before the next; every request must be answered (0 failed);
//   (b) one node is killed with SIGKILL mid-load, then started again (as systemd's Restart= would): only
//       requests in flight at the kill may fail; each booking that failed is sent again with its key, and must
//       answer what the database holds for that key when its first try had committed; every acknowledged booking
//       is sent again too and must answer its original answer.
// Then, once every payment is final, the database must hold each acknowledged booking exactly once, with its
// payment, paid at the provider, and nothing nobody was told about; the ledger must balance.
//
//   npm run build -w apps/api
//   npx tsx bench/cluster.ts [--workers 16] [--warmup 5] [--proxy-retries deploy|connection]
//                            [--server apps/api/dist/server.js]
//
// Makes a fresh database `ikaze_cluster` on BENCH_DATABASE_URL's server (default: the local PostgreSQL). Prints
// the figures with the date and machine, and ends with the two lines
//   rolling restart: N failed of M requests
//   node killed: N failed of M requests, K acknowledged lost
// Exits 1 when a request failed in (a), one failed in (b) that was not in flight at the kill, or anything is lost.
import { randomUUID } from 'node:crypto';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import pg from 'pg';
import { addDays, todayInKigali } from '../packages/domain/src/index.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { checkLedger } from '../apps/api/src/modules/payments/ledger.ts';
import { startPaymentSandbox } from '../apps/api/src/modules/payments/sandbox/standalone.ts';
import { freshDatabase, seedHostWithProperty, signUpGuest } from './lib/crash-setup.ts';
import {
  benchConfig,
  ensureHaproxy,
  selfSignedCertificate,
  showStat,
  startHaproxy,
  waitForServer,
  type StatRow,
} from './lib/haproxy.ts';
import { machine } from './lib/measure.ts';
import { sandboxProviderEnv } from './lib/sandbox-env.ts';
import { repoRoot } from './lib/site.ts';
import { apiEnv, startServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '16' },
    warmup: { type: 'string', default: '5' },
    // `connection`: HAProxy retries only refused connections (not deploy/haproxy.cfg's retry-on), so that requests
    // cut by the kill reach their clients as failures, and the clients send them again with their keys.
    'proxy-retries': { type: 'string', default: 'deploy' },
    server: { type: 'string', default: 'apps/api/dist/server.js' },
  },
});
if (!['deploy', 'connection'].includes(values['proxy-retries']))
  throw new Error('--proxy-retries is deploy (as deploy/haproxy.cfg says) or connection');
const SERVER = values.server;
if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build -w apps/api\` first`);
const NODE_PORTS = [3401, 3402, 3403];
const HTTP_PORT = 3480;
const HTTPS_PORT = 3443;
const BACKEND = 'ikaze';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
process.on('SIGINT', () => process.exit(130));

const haproxyBinary = ensureHaproxy();
for (const port of [...NODE_PORTS, HTTP_PORT, HTTPS_PORT]) await mustBeFree(port);

const dir = mkdtempSync(join(tmpdir(), 'ikaze-cluster-'));
const running = await startPaymentSandbox({ delays: { settleMs: 500 } });
const dbUrl = await freshDatabase(serverUrl, 'ikaze_cluster');
const { roomTypes } = await seedHostWithProperty(dbUrl, {
  prefix: 'cluster',
  firstName: 'Cluster',
  roomCounts: [500, 500],
});
const tls = selfSignedCertificate(dir);
const base = `http://127.0.0.1:${HTTP_PORT}`;
// Airtel calls back through the load balancer, as it would reach the site.
running.sandbox.airtelCallbackUrl = `${base}/api/payments/callbacks/airtel`;

// Each node as deploy/ikaze.env.example sets it; the benchmark's own (apiEnv): no sign-in limit, quiet logs.
const nodeEnv = {
  ...apiEnv(dbUrl),
  ...sandboxProviderEnv(running),
  TRUST_PROXY: 'true',
  PUBLIC_URL: tls ? `https://localhost:${HTTPS_PORT}` : `http://localhost:${HTTP_PORT}`,
  RUN_JOBS: 'true',
  SHUTDOWN_GRACE_MS: '25000',
  KEEP_ALIVE_TIMEOUT_MS: '65000',
  DATA_DIR: join(dir, 'data'),
  PAYMENT_TIMEOUT_MS: '3000',
  PAYMENT_CHECK_INTERVAL_MS: '500',
};
const startNode = (port: number) => startServer([SERVER], port, nodeEnv, 180_000, '/api/health/ready');
const nodes: Array<{ name: string; port: number; process: ChildProcess }> = [];
// The first migrates the new database; the others start on it.
nodes.push({ name: 'node1', port: NODE_PORTS[0]!, process: await startNode(NODE_PORTS[0]!) });
for (const [i, port] of NODE_PORTS.slice(1).entries())
  nodes.push({ name: `node${i + 2}`, port, process: await startNode(port) });

const deployed = readFileSync(join(repoRoot, 'deploy/haproxy.cfg'), 'utf8');
const proxy = await startHaproxy(
  haproxyBinary,
  benchConfig(deployed, {
    dir,
    httpPort: HTTP_PORT,
    ...(tls ? { https: { port: HTTPS_PORT, pem: tls.pem } } : {}),
    nodes: nodes.map(({ name, port }) => ({ name, port })),
    ...(values['proxy-retries'] === 'connection' ? { retryOn: 'conn-failure' } : {}),
  }),
  dir,
);
for (const node of nodes) await waitForServer(proxy.socket, BACKEND, node.name, 'UP');

const problems: string[] = [];
// The request ids are HAProxy's (its unique-id-format), taken by the nodes (TRUST_PROXY) and sent back.
const idCheck = await fetch(`${base}/api/health/ready`);
const proxyId = idCheck.headers.get('x-request-id') ?? '';
if (!/^[0-9A-F]{8}:[0-9A-F]+_[0-9A-F]{8}:[0-9A-F]+_[0-9A-F]+_[0-9A-F]+:[0-9A-F]+$/.test(proxyId))
  problems.push(`the node answered X-Request-Id ${proxyId}, not HAProxy's`);
const overTls = tls ? await readOverTls(tls.certificate) : 'not shown (no openssl)';

type Guest = { id: number; cookie: string };
const guests: Guest[] = [];
for (let i = 0; i < 8; i++) guests.push(await signUpGuest(base, `cluster_guest_${i}`, 'Cluster'));
const PHONES = ['0788123456', '0788765432', '0733123456', '0733654321'];

type Phase = 'warm-up' | 'rolling restart' | 'node killed' | 'after';
type Outcome = {
  phase: Phase;
  kind: string;
  start: number;
  end: number;
  status: number | 'no answer';
  ok: boolean;
};
type Answer = { status: number; replayed: boolean; body: unknown };
type Created = { bookings: Array<Record<string, unknown> & { id: number; payment: { id: number } | null }> };
type Reservation = { key: string; guest: Guest; body: string; answer?: Created };

let phase: Phase = 'warm-up';
let stop = false;
const outcomes: Outcome[] = [];
const acknowledged: Reservation[] = [];
const unanswered: Reservation[] = [];
let replayedFirstTries = 0;
/** What a request may answer: anything else counts as failed, as does no answer at all. */
const EXPECTED: Record<string, number[]> = { search: [200], book: [201, 409], 'read booking': [200] };

async function call(kind: string, path: string, init: RequestInit = {}): Promise<Answer | undefined> {
  const start = performance.now();
  const requestPhase = phase;
  try {
    const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    const ok = EXPECTED[kind]!.includes(response.status);
    outcomes.push({ phase: requestPhase, kind, start, end: performance.now(), status: response.status, ok });
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      body: text ? JSON.parse(text) : undefined,
    };
  } catch {
    outcomes.push({
      phase: requestPhase,
      kind,
      start,
      end: performance.now(),
      status: 'no answer',
      ok: false,
    });
    return undefined;
  }
}

/** Bookings sent and not yet answered. */
let booking = 0;
const book = async (reservation: Reservation) => {
  booking++;
  try {
    return await call('book', '/api/bookings', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: reservation.guest.cookie,
        'idempotency-key': reservation.key,
      },
      body: reservation.body,
    });
  } finally {
    booking--;
  }
};

const today = todayInKigali();
let n = 0;
/** A guest: searches dates, books one of the rooms found half the time and pays by phone, then follows the payment. */
const worker = async () => {
  while (!stop) {
    const checkIn = addDays(today, 1 + Math.floor(Math.random() * 180));
    const checkOut = addDays(checkIn, 1 + Math.floor(Math.random() * 3));
    await call('search', `/api/properties?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&pageSize=12`);
    if (Math.random() < 0.5) continue;
    const guest = guests[n++ % guests.length]!;
    const phone = PHONES[n % PHONES.length]!;
    const reservation: Reservation = {
      key: randomUUID(),
      guest,
      body: JSON.stringify({
        userId: guest.id,
        bookings: [
          {
            roomTypeId: roomTypes[n % roomTypes.length]!.id,
            roomNumber: 1,
            checkInDate: checkIn,
            checkOutDate: checkOut,
          },
        ],
        payment: { method: phone.startsWith('073') ? 'airtel_money' : 'mtn_momo', phone },
      }),
    };
    const answer = await book(reservation);
    if (!answer || answer.status >= 500) {
      unanswered.push(reservation);
      continue;
    }
    if (answer.status !== 201) continue;
    // A first try answered as a replay: HAProxy sent it again after a node was cut off under it, and it had committed.
    if (answer.replayed) replayedFirstTries++;
    reservation.answer = answer.body as Created;
    acknowledged.push(reservation);
    // The guest's screen follows the payment until the provider settles it (docs/payments.md).
    const id = reservation.answer.bookings[0]!.id;
    for (let poll = 0; poll < 10 && !stop; poll++) {
      await sleep(500);
      const read = await call('read booking', `/api/bookings/${id}`, { headers: { cookie: guest.cookie } });
      const payment = (read?.body as { payment?: { status: string } } | undefined)?.payment;
      if (read?.status === 200 && payment?.status !== 'pending') break;
    }
  }
};

const exitOf = (child: ChildProcess) =>
  new Promise<number | string>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? child.signalCode!);
    else child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
const backendCounters = async () => {
  const row = (await showStat(proxy.socket)).find((r) => r.pxname === BACKEND && r.svname === 'BACKEND');
  return row as StatRow;
};
const COUNTERS = ['wretr', 'wredis', 'econ', 'eresp', 'hrsp_5xx'] as const;
const counterDelta = (before: StatRow, after: StatRow) =>
  COUNTERS.map((name) => `${name} ${Number(after[name] ?? 0) - Number(before[name] ?? 0)}`).join(', ');

/** Guests' live event streams through HAProxy (GET /api/stream), each opened again 3 s after it ends, as browsers do. */
const streams = { opened: 0, ended: 0, refused: 0, heartbeats: 0, longestSeconds: 0 };
const closeStreams = new AbortController();
const follow = async (guest: Guest) => {
  while (!stop) {
    const opened = performance.now();
    try {
      const response = await fetch(`${base}/api/stream`, {
        headers: { cookie: guest.cookie, accept: 'text/event-stream' },
        signal: closeStreams.signal,
      });
      if (response.status !== 200 || !response.body) {
        streams.refused++;
        await response.body?.cancel();
      } else {
        streams.opened++;
        const text = new TextDecoder();
        for await (const chunk of response.body as AsyncIterable<Uint8Array>)
          if (text.decode(chunk).includes(': heartbeat')) streams.heartbeats++;
        streams.ended++;
      }
    } catch {
      if (!stop) streams.ended++; // cut: its node died
    }
    streams.longestSeconds = Math.max(streams.longestSeconds, (performance.now() - opened) / 1000);
    if (!stop) await sleep(3_000);
  }
};

const started = Date.now();
const workers = [
  ...Array.from({ length: Number(values.workers) }, worker),
  ...guests.slice(0, 3).map((guest) => follow(guest)),
];
await sleep(Number(values.warmup) * 1000);

// (a) The rolling restart, as docs/nodes.md tells an operator to deploy.
phase = 'rolling restart';
const rollingCounters = await backendCounters();
const restarts: string[] = [];
for (const node of nodes) {
  const stopAt = performance.now();
  node.process.kill('SIGTERM');
  const code = await exitOf(node.process);
  const stoppedIn = performance.now() - stopAt;
  if (code !== 0) problems.push(`${node.name} ended ${code} after SIGTERM`);
  node.process = await startNode(node.port);
  await waitForServer(proxy.socket, BACKEND, node.name, 'UP');
  restarts.push(
    `${node.name} stopped in ${(stoppedIn / 1000).toFixed(1)} s (exit ${code}), back in HAProxy ` +
      `${((performance.now() - stopAt) / 1000).toFixed(1)} s after SIGTERM`,
  );
  await sleep(2_000);
}
const rollingDelta = counterDelta(rollingCounters, await backendCounters());

// (b) A node killed mid-load, then started again.
phase = 'node killed';
const killCounters = await backendCounters();
await sleep(3_000);
const victim = nodes[1]!;
// Killed while HAProxy has requests in progress on it and bookings are awaited (one on each node, likely): 15 s
// at most of looking.
let inProgress = 0;
let bookingsAwaited = 0;
for (const until = Date.now() + 15_000; Date.now() < until;) {
  const row = (await showStat(proxy.socket)).find((r) => r.pxname === BACKEND && r.svname === victim.name);
  inProgress = Number(row?.scur ?? 0);
  bookingsAwaited = booking;
  if (inProgress > 0 && bookingsAwaited >= nodes.length) break;
}
const killAt = performance.now();
victim.process.kill('SIGKILL');
await exitOf(victim.process);
await waitForServer(proxy.socket, BACKEND, victim.name, 'DOWN');
const downAfter = performance.now() - killAt;
victim.process = await startNode(victim.port);
await waitForServer(proxy.socket, BACKEND, victim.name, 'UP');
const upAfter = performance.now() - killAt;
await sleep(3_000);
const killDelta = counterDelta(killCounters, await backendCounters());
phase = 'after';
stop = true;
closeStreams.abort();
await Promise.all(workers);
const loadSeconds = (Date.now() - started) / 1000;

// The bookings that failed, sent again with their keys: the answer stored for a key that had committed must come
// back as it is; a key that had not gets a new answer (201 or 409).
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const retried = { replayed: 0, booked: 0, refused: 0, wrong: 0 };
const sameReservation = (a: Created, b: Created) => {
  // The payment's state moves on (a replay shows it as it is now); the bookings and which payment do not.
  const fixed = (c: Created) =>
    c.bookings.map(({ payment, ...booking }) => ({ ...booking, payment: payment?.id }));
  return isDeepStrictEqual(fixed(a), fixed(b));
};
for (const reservation of unanswered) {
  const { rows } = await db.query<{ status_code: number; response: Created }>(
    'select status_code, response from idempotency_keys where user_id = $1 and key = $2',
    [reservation.guest.id, reservation.key],
  );
  const answer = await book(reservation);
  const stored = rows[0];
  if (stored && stored.status_code === 201) {
    if (
      answer?.status === 201 &&
      answer.replayed &&
      sameReservation(stored.response, answer.body as Created)
    ) {
      retried.replayed++;
      reservation.answer = answer.body as Created;
      acknowledged.push(reservation);
    } else retried.wrong++;
  } else if (answer?.status === 201 && !answer.replayed) {
    retried.booked++;
    reservation.answer = answer.body as Created;
    acknowledged.push(reservation);
  } else if (answer?.status === 409) retried.refused++;
  else retried.wrong++;
}
if (retried.wrong)
  problems.push(`${retried.wrong} failed bookings sent again did not get their stored answer`);

// Every acknowledged booking sent again with its key: the original answer, replayed.
let replaysDiffering = 0;
for (const reservation of acknowledged) {
  const answer = await book(reservation);
  if (!(
    answer?.status === 201 &&
    answer.replayed &&
    sameReservation(reservation.answer!, answer.body as Created)
  ))
    replaysDiffering++;
}
if (replaysDiffering)
  problems.push(`${replaysDiffering} acknowledged bookings answered otherwise when sent again`);

// Until every payment is final (the sandbox pays within a second; the watchers look every 500 ms).
const settleUntil = Date.now() + 120_000;
let pending = 0;
while (Date.now() < settleUntil) {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from payments where status = 'pending'`,
  );
  pending = rows[0]!.n;
  if (pending === 0) break;
  await sleep(1_000);
}
if (pending) problems.push(`${pending} payments still pending two minutes after the load`);

// What the database holds against what the guests were told.
const { rows: stored } = await db.query<{
  id: number;
  user_id: number;
  payment_id: number | null;
  payment_status: string | null;
  reference: string | null;
}>(
  `select b.id, b.user_id, b.payment_id, p.status::text as payment_status, p.reference::text as reference
   from bookings b left join payments p on p.id = b.payment_id`,
);
const byId = new Map(stored.map((row) => [row.id, row]));
const atProvider = new Set(
  (['mtn', 'airtel'] as const).flatMap((name) =>
    [...running.sandbox[name].records.values()].filter((r) => r.kind === 'payment').map((r) => r.reference),
  ),
);
const ourReferences = new Set(stored.map((row) => row.reference));
const answeredIds = new Set<number>();
let lost = 0;
let answeredTwice = 0;
for (const reservation of acknowledged)
  for (const booking of reservation.answer!.bookings) {
    if (answeredIds.has(booking.id)) answeredTwice++;
    answeredIds.add(booking.id);
    const row = byId.get(booking.id);
    const kept =
      row &&
      row.user_id === reservation.guest.id &&
      row.payment_id === booking.payment?.id &&
      row.payment_status === 'successful' &&
      row.reference !== null &&
      atProvider.has(row.reference);
    if (!kept) lost++;
  }
const neverTold = stored.filter((row) => !answeredIds.has(row.id)).length;
const unknownAtProvider = [...atProvider].filter((reference) => !ourReferences.has(reference)).length;
if (answeredTwice) problems.push(`${answeredTwice} bookings were answered to two different requests`);
if (neverTold) problems.push(`${neverTold} bookings in the database were never acknowledged to anyone`);
if (unknownAtProvider) problems.push(`${unknownAtProvider} payments at the provider that we never stored`);
const appDatabase = await openDatabase({ databaseUrl: dbUrl, dataDir: '', poolSize: 2 });
const ledger = await checkLedger(appDatabase.db);
if (ledger.unbalanced.length) problems.push(`${ledger.unbalanced.length} ledger transactions do not balance`);

// The figures.
const during = (p: Phase) => outcomes.filter((o) => o.phase === p);
const failedIn = (p: Phase) => during(p).filter((o) => !o.ok);
const tally = (list: Outcome[]) => {
  const counts = new Map<string, number>();
  for (const o of list) counts.set(`${o.kind} ${o.status}`, (counts.get(`${o.kind} ${o.status}`) ?? 0) + 1);
  return [...counts].map(([what, count]) => `${count}× ${what}`).join(', ') || 'none';
};
const inFlightAtKill = outcomes.filter((o) => o.start <= killAt && o.end >= killAt);
const strayFailures = failedIn('node killed').filter((o) => !(o.start <= killAt && o.end >= killAt));
const rollingFailed = failedIn('rolling restart');
const unexpected = [...failedIn('warm-up'), ...failedIn('after')];
if (rollingFailed.length) problems.push(`${rollingFailed.length} requests failed during the rolling restart`);
if (strayFailures.length)
  problems.push(`${strayFailures.length} requests failed that were not in flight at the kill`);
if (unexpected.length) problems.push(`${unexpected.length} requests failed outside both tests`);
if (lost) problems.push(`${lost} acknowledged bookings or payments lost`);

const pgVersion = (await db.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
const haproxyVersion = /version (\S+)/.exec(execFileSync(haproxyBinary, ['-v'], { encoding: 'utf8' }))?.[1];
console.log(
  `cluster ${new Date().toISOString()}, ${machine()}, load ${loadavg()[0]!.toFixed(1)}; Node ${process.version}, ` +
    `HAProxy ${haproxyVersion}, PostgreSQL ${pgVersion}`,
);
console.log(
  `  3 nodes (ports ${NODE_PORTS.join(', ')}) behind deploy/haproxy.cfg on ${HTTP_PORT} (retries: ` +
    `${values['proxy-retries'] === 'deploy' ? 'as deployed' : 'refused connections only'}); ${values.workers} guests ` +
    `searching, booking and paying for ${loadSeconds.toFixed(0)} s: ${outcomes.length} requests ` +
    `(${acknowledged.length} bookings acknowledged, ${stored.length} in the database)`,
);
console.log(`  TLS at HAProxy (https on ${HTTPS_PORT}): ${overTls}; request id from HAProxy: ${proxyId}`);
console.log(
  `  event streams (3 guests): ${streams.opened} opened, ${streams.ended} ended by their node's stop or death and ` +
    `opened again 3 s later, ${streams.refused} refused; the longest lasted ${streams.longestSeconds.toFixed(0)} s ` +
    `(${streams.heartbeats} heartbeats heard in all)`,
);
console.log(`  rolling restart: ${restarts.join('; ')}`);
console.log(`    answers: ${tally(during('rolling restart'))}`);
console.log(`    HAProxy: ${rollingDelta}`);
console.log(
  `  node killed: ${victim.name} SIGKILL, DOWN in HAProxy after ${(downAfter / 1000).toFixed(1)} s, ` +
    `started again and UP after ${(upAfter / 1000).toFixed(1)} s; ${inProgress} requests in progress on it at ` +
    `the kill, ${inFlightAtKill.length} in flight on any node (${bookingsAwaited} bookings)`,
);
console.log(`    answers: ${tally(during('node killed'))}`);
console.log(`    HAProxy: ${killDelta}`);
console.log(
  `  bookings answered as replays on their first try (HAProxy sent them again): ${replayedFirstTries}; ` +
    `failed bookings sent again with their keys (${unanswered.length}): ${retried.replayed} got their stored ` +
    `answer, ${retried.booked} booked now, ${retried.refused} refused (409), ${retried.wrong} wrong`,
);
console.log(
  `  acknowledged bookings sent again with their keys: ${acknowledged.length - replaysDiffering} of ` +
    `${acknowledged.length} answered their original answer`,
);
console.log(
  `  database: ${stored.length} bookings, ${neverTold} never acknowledged, ${pending} payments pending; ` +
    `${atProvider.size} payments at the providers, ${unknownAtProvider} unknown to us; ledger: ` +
    `${ledger.transactions} transactions, ${ledger.unbalanced.length} unbalanced`,
);
console.log(problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`);
console.log(
  `rolling restart: ${rollingFailed.length} failed of ${during('rolling restart').length} requests`,
);
console.log(
  `node killed: ${failedIn('node killed').length} failed of ${during('node killed').length} requests, ${lost} acknowledged lost`,
);

proxy.process.kill('SIGTERM');
for (const node of nodes) node.process.kill('SIGTERM');
await Promise.all(nodes.map((node) => exitOf(node.process)));
await db.end();
await appDatabase.close();
await running.close();
process.exit(problems.length === 0 ? 0 : 1);

/** Refuses to start on a port someone else's server holds: these are fixed, so that they can be named. */
function mustBeFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is taken: the cluster benchmark needs it`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** GET /api/health/ready through the https frontend, trusting only our certificate: the status and the TLS spoken. */
function readOverTls(certificate: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpsGet(
      {
        host: '127.0.0.1',
        port: HTTPS_PORT,
        path: '/api/health/ready',
        ca: readFileSync(certificate),
        servername: 'localhost',
      },
      (response) => {
        const socket = response.socket as TLSSocket;
        const spoken = `${socket.getProtocol()} ${socket.getCipher().name}`;
        response.resume();
        response.on('end', () => resolve(`${response.statusCode} over ${spoken}`));
      },
    );
    request.on('error', reject);
  });
}
