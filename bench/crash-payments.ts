// Crash test of paying for bookings and giving money back (docs/payments.md, docs/money.md, docs/ledger.md): guests
// book and pay through the API on PostgreSQL (API_WORKERS processes) while the providers' sandbox, in this process
// so that it outlives the API, answers by the payer's number and injects faults (requests left unanswered, 500s,
// callbacks lost and sent twice). Meanwhile the host declines, refunds and confirms paid requests and gives back
// parts of stays, and guests cancel theirs; every few seconds another day's payouts start (the clock moved past
// every stay's check-in: stays released, the host paid to their wallet by the API's watcher). Every API process
// is killed with SIGKILL --kills times during the load and started again. Then, once every payment and refund is final (or visibly waiting for its next try), it
// checks against the sandbox's own records:
// - every acknowledged booking has exactly one payment request at the provider per try (never sent twice);
// - no reference is unknown to us (nobody charged without a booking), no booking paid twice;
// - every payment is final, or pending inside its window; our status agrees with the provider's;
// - a payment that succeeded for rooms no longer held is recorded as owed back (counted);
// - the ledger balances, and each provider's account equals what that provider collected;
// - the rooms held per night are exactly those of the bookings still holding them;
// - every refund at the provider is one of ours, none sent twice, each of ours final or visibly pending, our
//   status agreeing with the provider's; no stay given back more than was paid;
// - each provider's ledger account equals what it collected less what it gave back; what is owed back equals
//   the refunds not yet sent; the host's balance (held, payable, in flight, paid out) equals the shares computed
//   from the stays themselves; every payout at the provider is one of ours, none twice, none lost.
//
//   npm run build -w apps/api      (or --server apps/api/src/server.ts to run the sources through tsx)
//   npx tsx bench/crash-payments.ts [--kills 5] [--workers 16] [--guests 8] [--between 2000-5000]
//                                   [--api-workers 2] [--window-minutes 3] [--server apps/api/dist/server.js]
//
// Makes a fresh database `ikaze_crash_payments` on BENCH_DATABASE_URL's server (default: the local PostgreSQL).
// Prints the figures and PASS/FAIL; exits 1 on failure.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { addDays, keptShares, todayInKigali, type TaxPart } from '../packages/domain/src/index.ts';
import { startPaymentSandbox } from '../apps/api/src/modules/payments/sandbox/standalone.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { releaseAndPay } from '../apps/api/src/modules/payouts/run.ts';
import { freshDatabase, seedHostWithProperty, signInHost, signUpGuest } from './lib/crash-setup.ts';
import { sandboxProviderEnv } from './lib/sandbox-env.ts';
import { apiEnv, freePort, killApi, startServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '5' },
    workers: { type: 'string', default: '16' },
    guests: { type: 'string', default: '8' },
    between: { type: 'string', default: '2000-5000' },
    'api-workers': { type: 'string', default: '2' },
    'window-minutes': { type: 'string', default: '3' },
    server: { type: 'string', default: 'apps/api/dist/server.js' },
  },
});
const SERVER = values.server;
if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build -w apps/api\` first`);
const [betweenMin, betweenMax] = values.between.split('-').map(Number) as [number, number?];
const WINDOW_MS = Number(values['window-minutes']) * 60_000;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
process.on('SIGINT', () => process.exit(130));

// The payers: mostly numbers that pay, and each test number of both providers.
const PHONES = [
  ...Array.from({ length: 10 }, (_, i) => `078812${String(i).padStart(4, '0')}`),
  ...Array.from({ length: 6 }, (_, i) => `073312${String(i).padStart(4, '0')}`),
  ...['1', '2', '3', '4', '5', '6'].flatMap((n) => [`078000000${n}`, `072000000${n}`]),
];
const walletOf = (phone: string) => (/^07[23]/.test(phone) ? 'airtel_money' : 'mtn_momo');

const running = await startPaymentSandbox({
  delays: {
    settleMs: 500,
    slowSuccessMs: 8_000,
    lateCallbackMs: 3_000,
    repeatCallbackMs: 500,
    hangMs: 20_000,
  },
  faults: { timeoutRate: 0.05, errorRate: 0.05, dropCallbacks: 0.3, duplicateCallbacks: 0.3 },
});
const dbUrl = await freshDatabase(serverUrl, 'ikaze_crash_payments');
const { hostId, roomTypes } = await seedHostWithProperty(dbUrl, {
  prefix: 'pay',
  firstName: 'Pay',
  roomCounts: [40, 40],
});
// The host is paid to a wallet that takes transfers.
const HOST_WALLET = '0788999000';
const setup = new pg.Client({ connectionString: dbUrl });
await setup.connect();
await setup.query('update users set momo_code = $1 where id = $2', [HOST_WALLET, hostId]);
await setup.end();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
running.sandbox.airtelCallbackUrl = `${base}/api/payments/callbacks/airtel`;

const startApi = () =>
  startServer(
    SERVER.endsWith('.ts') ? ['--import', 'tsx', SERVER] : [SERVER],
    port,
    {
      ...apiEnv(dbUrl),
      API_WORKERS: values['api-workers'],
      PAYMENT_WINDOW_MINUTES: values['window-minutes'],
      PAYMENT_TIMEOUT_MS: '3000',
      PAYMENT_CHECK_INTERVAL_MS: '500',
      ...sandboxProviderEnv(running),
    },
    180_000,
  );

let api = await startApi();
const guests: Array<{ id: number; cookie: string }> = [];
for (let i = 0; i < Number(values.guests); i++) guests.push(await signUpGuest(base, `pay_guest_${i}`, 'Pay'));
const host = await signInHost(base, 'pay');
const guestOf = new Map<number, { id: number; cookie: string }>();

const today = todayInKigali();
const acknowledged = new Set<number>();
let sent = 0;
/** The answers heard, by status (a reservation asked again after a kill counts each answer). */
const answers = new Map<number, number>();
let stop = false;
let n = 0;
const worker = async () => {
  while (!stop) {
    const guest = guests[n++ % guests.length]!;
    const phone = PHONES[Math.floor(Math.random() * PHONES.length)]!;
    const checkIn = addDays(today, 1 + Math.floor(Math.random() * 90));
    const body = JSON.stringify({
      userId: guest.id,
      bookings: [
        {
          roomTypeId: roomTypes[Math.floor(Math.random() * roomTypes.length)]!.id,
          roomNumber: 1,
          checkInDate: checkIn,
          checkOutDate: addDays(checkIn, 1 + Math.floor(Math.random() * 3)),
        },
      ],
      payment: { method: walletOf(phone), phone },
    });
    // A client that lost its answer sends the same request with the same key until it hears one.
    const key = randomUUID();
    sent++;
    for (let attempt = 0; attempt < 120; attempt++) {
      try {
        const response = await fetch(`${base}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: guest.cookie, 'idempotency-key': key },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        const answer = (await response.json()) as { bookings?: Array<{ id: number }> };
        answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
        if (response.status === 201)
          for (const b of answer.bookings ?? []) {
            acknowledged.add(b.id);
            guestOf.set(b.id, guest);
          }
        if (response.status < 500) break;
      } catch {
        // The server died under this request.
      }
      await sleep(500); // ask again
    }
  }
};

/** One request, asked again while the server is down (not for what a repeat would do twice). */
async function call(path: string, cookie: string, method: string, payload: unknown, repeat: boolean) {
  for (let attempt = 0; attempt < (repeat ? 60 : 1); attempt++) {
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await response.json()) as Record<string, unknown>;
      if (response.status < 500) return { status: response.status, body };
    } catch {
      // The server died under this request.
    }
    await sleep(500);
  }
  return undefined;
}

/** What the host and guests do with paid stays while the load runs: every way money goes back. */
const changes = new Map<string, number>();
const changer = async () => {
  while (!stop) {
    await sleep(100);
    const ids = [...acknowledged];
    const id = ids[Math.floor(Math.random() * ids.length)];
    if (id === undefined) continue;
    const guest = guestOf.get(id)!;
    const read = await call(`/api/bookings/${id}`, guest.cookie, 'GET', undefined, true);
    const booking = read?.body as
      | { status: string; total_price: number; payment: { status: string; refunded: number } | null }
      | undefined;
    if (!booking || booking.payment?.status !== 'successful') continue;
    const roll = Math.random();
    let change: string;
    let answer;
    if (booking.status === 'pending') {
      change = roll < 0.25 ? 'cancelled' : roll < 0.5 ? 'refunded' : 'confirmed';
      answer = await call(`/api/bookings/${id}/status`, host.cookie, 'PUT', { status: change }, true);
      change = `host ${change}`;
    } else if (booking.status === 'confirmed' && roll < 0.4) {
      change = 'guest cancelled';
      answer = await call(`/api/bookings/${id}/status`, guest.cookie, 'PUT', { status: 'cancelled' }, true);
    } else if (booking.status === 'confirmed') {
      const left = booking.total_price - booking.payment.refunded;
      if (left <= 0) continue;
      change = 'host gave part back';
      // A lost answer is not asked again: a second request would be a second refund.
      answer = await call(
        `/api/bookings/${id}/refunds`,
        host.cookie,
        'POST',
        { amount: 1 + Math.floor(Math.random() * left) },
        false,
      );
    } else continue;
    const key = `${change} → ${answer?.status ?? 'no answer'}`;
    changes.set(key, (changes.get(key) ?? 0) + 1);
  }
};

/**
 * Payouts while the load runs: each round is another day, with the clock past every stay's check-in, so the
 * confirmed stays are released and the host's payable balance starts a payout (written here with the app's own
 * code; the API's watcher sends it, and is killed while it does).
 */
const appDatabase = await openDatabase({ databaseUrl: dbUrl, dataDir: '', poolSize: 2 });
let paydays = 0;
let payoutsStarted = 0;
const payer = async () => {
  while (!stop) {
    await sleep(3_000);
    paydays += 1;
    const day = new Date(Date.now() + (100 + paydays) * 86_400_000);
    try {
      payoutsStarted += (await releaseAndPay(appDatabase.db, 0, day)).started;
    } catch (error) {
      console.error('payout run failed', error);
    }
  }
};

const started = Date.now();
const workers = [
  payer(),
  ...Array.from({ length: Number(values.workers) }, worker),
  ...Array.from({ length: 3 }, changer),
];
let killed = 0;
/** Seconds from each kill until the API answered again: no payment is looked at meanwhile. */
const downSeconds: number[] = [];
for (let k = 0; k < Number(values.kills); k++) {
  await sleep(betweenMin + Math.random() * ((betweenMax ?? betweenMin) - betweenMin));
  const killedAt = Date.now();
  killed += killApi(api).length + 1;
  await new Promise((resolve) => api.once('exit', resolve));
  api = await startApi();
  downSeconds.push((Date.now() - killedAt) / 1000);
}
await sleep(2_000);
stop = true;
await Promise.all(workers);
const loadSeconds = (Date.now() - started) / 1000;

/** Whether a provider holds a successful payment under this reference. */
function takenByProvider(reference: string): boolean {
  return (['mtn', 'airtel'] as const).some((name) => {
    const record = [...running.sandbox[name].records.values()].find(
      (r) => r.kind === 'payment' && r.reference === reference,
    );
    return record !== undefined && running.sandbox[name].settled(record).status === 'SUCCESSFUL';
  });
}

// Until every payment is final, or pending and still inside its window, and nothing is due a look soon.
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const waitUntil = Date.now() + WINDOW_MS + 120_000;
let open = 0;
while (Date.now() < waitUntil) {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from payments where status = 'pending' or (status = 'failed' and exists (
       select 1 from bookings b where b.payment_id = payments.id and b.status = 'pending'))`,
  );
  // Refunds: final, or waiting minutes for their next try after a definite no (visibly pending).
  const { rows: refunding } = await db.query<{ n: number }>(
    `select count(*)::int as n from refunds where status = 'pending'
       and (next_check_at is null or next_check_at < now() + interval '30 seconds')`,
  );
  const { rows: paying } = await db.query<{ n: number }>(
    `select count(*)::int as n from payouts where status = 'pending' and method <> 'bank'`,
  );
  // A payment we gave up on (its rooms given back at the window's end, its status never learned: the API down or
  // the provider answering 500) that the payer did approve is looked at again a minute later, recorded as received
  // late and owed back (docs/payments.md): wait for that look rather than call it a disagreement.
  const { rows: givenUp } = await db.query<{ reference: string }>(
    `select reference::text from payments where status = 'expired' and next_check_at is not null`,
  );
  const takenLate = givenUp.filter((p) => takenByProvider(p.reference)).length;
  open = rows[0]!.n + refunding[0]!.n + paying[0]!.n + takenLate;
  if (open === 0) break;
  await sleep(1_000);
}

const problems: string[] = [];
// What the providers hold: every payment request they received, with its outcome now.
const records = (['mtn', 'airtel'] as const).flatMap((name) =>
  [...running.sandbox[name].records.values()]
    .filter((r) => r.kind === 'payment')
    .map((r) => ({ ...r, outcome: running.sandbox[name].settled(r).status })),
);
const { rows: ours } = await db.query<{
  id: number;
  reference: string;
  method: string;
  status: string;
  amount: string;
  expires_at: Date;
}>(`select id, reference::text, method::text, status::text, amount::text, expires_at from payments`);
const byReference = new Map(ours.map((p) => [p.reference, p]));
const atProvider = new Map(records.map((r) => [r.reference, r]));

const unknownToUs = records.filter((r) => !byReference.has(r.reference)).length;
// A booking is sent once: one try (this load never tries again), one request under its reference.
const { rows: tries } = await db.query<{ n: number }>(
  `select count(*)::int as n from bookings b join payments p on p.id = b.payment_id where p.previous_id is not null`,
);
const sentTwice = tries[0]!.n + records.length - atProvider.size;
const neverSent = ours.filter((p) => !atProvider.has(p.reference)).length;
const disagree = ours.filter((p) => {
  const record = atProvider.get(p.reference);
  return (record?.outcome === 'SUCCESSFUL') !== (p.status === 'successful');
}).length;
const openPastWindow = ours.filter(
  (p) => p.status === 'pending' && p.expires_at.getTime() < Date.now(),
).length;
const { rows: paidTwice } = await db.query<{ n: number }>(
  `select count(*)::int as n from bookings b where (select count(*) from payments p where p.id = b.payment_id
     and p.status = 'successful') > 1`,
);
const { rows: missing } = await db.query<{ id: number }>(
  `select id from unnest($1::int[]) as a(id) where not exists (select 1 from bookings b where b.id = a.id and b.payment_id is not null)`,
  [[...acknowledged]],
);
const { rows: ledger } = await db.query<{ account: string; balance: string }>(
  'select account, sum(amount)::text as balance from ledger_entries group by account order by account',
);
const { rows: unbalanced } = await db.query<{ n: number }>(
  `select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id
     having sum(amount) <> 0 or count(*) < 2) t`,
);
const balance = (account: string) => Number(ledger.find((l) => l.account === account)?.balance ?? 0);
const collected = (method: string) =>
  records
    .filter((r) => r.outcome === 'SUCCESSFUL' && byReference.get(r.reference)?.method === method)
    .reduce((sum, r) => sum + r.amount, 0);
const { rows: leakedHolds } = await db.query<{ n: number }>(
  `with owed as (
     select b.room_type_id, (b.check_in + g.i) as night, sum(b.rooms)::int as rooms
     from bookings b cross join lateral generate_series(0, b.check_out - b.check_in - 1) as g(i)
     where b.status in ('pending', 'confirmed') group by 1, 2)
   select count(*)::int as n from room_nights rn full join owed o
     on o.room_type_id = rn.room_type_id and o.night = rn.night
   where coalesce(rn.held, 0) <> coalesce(o.rooms, 0)`,
);
const { rows: statuses } = await db.query<{ status: string; n: number }>(
  'select status::text, count(*)::int as n from payments group by 1 order by 1',
);

if (missing.length) problems.push(`${missing.length} acknowledged bookings missing or without a payment`);
if (unknownToUs) problems.push(`${unknownToUs} requests at the provider under references we never stored`);
if (sentTwice) problems.push(`${sentTwice} bookings asked of the provider more than once`);
if (neverSent) problems.push(`${neverSent} payments never sent to the provider`);
if (disagree) problems.push(`${disagree} payments whose status disagrees with the provider's`);
if (openPastWindow) problems.push(`${openPastWindow} payments pending past their window`);
if (paidTwice[0]!.n) problems.push(`${paidTwice[0]!.n} bookings paid twice`);
if (unbalanced[0]!.n) problems.push(`${unbalanced[0]!.n} unbalanced ledger transactions`);

// Money given back: what the providers hold against our refunds.
const givenBack = (['mtn', 'airtel'] as const).flatMap((name) =>
  [...running.sandbox[name].records.values()]
    .filter((r) => r.kind === 'refund' || r.kind === 'transfer')
    .map((r) => ({ ...r, provider: name, outcome: running.sandbox[name].settled(r).status })),
);
const { rows: ourRefunds } = await db.query<{
  id: number;
  reference: string;
  payment_reference: string;
  method: string;
  via: string;
  status: string;
  amount: string;
  next_check_at: Date | null;
  has_next: boolean;
}>(`select r.id, r.reference::text, p.reference::text as payment_reference, p.method::text, r.via, r.status,
      r.amount::text, r.next_check_at, exists (select 1 from refunds n where n.previous_id = r.id) as has_next
    from refunds r join payments p on p.id = r.payment_id`);
// Airtel's refund of a whole payment is known by the payment's reference; every other by the refund's own.
const providerKey = (r: (typeof ourRefunds)[number]) =>
  r.via === 'refund' && r.method === 'airtel_money' ? `${r.payment_reference}:refund` : r.reference;
const ourKeys = new Map(ourRefunds.map((r) => [providerKey(r), r]));
const { rows: ourPayouts } = await db.query<{
  reference: string;
  method: string;
  status: string;
  amount: string;
  next_check_at: Date | null;
}>(`select reference::text, method, status, amount::text, next_check_at from payouts`);
const payoutKeys = new Map(ourPayouts.map((p) => [p.reference, p]));
const refundUnknown = givenBack.filter(
  (r) => !ourKeys.has(r.reference) && !payoutKeys.has(r.reference),
).length;
const payoutDisagree = ourPayouts.filter((p) => {
  const record = givenBack.find((g) => g.reference === p.reference);
  return (record?.outcome === 'SUCCESSFUL') !== (p.status === 'successful');
}).length;
const payoutLost = ourPayouts.filter(
  (p) => !(p.status === 'successful' || p.status === 'failed' || p.next_check_at !== null),
).length;
const paidOut = ourPayouts
  .filter((p) => p.status === 'successful')
  .reduce((sum, p) => sum + Number(p.amount), 0);
const inFlight = ourPayouts
  .filter((p) => p.status === 'pending')
  .reduce((sum, p) => sum + Number(p.amount), 0);
const refundDisagree = ourRefunds.filter((r) => {
  const record = givenBack.find((g) => g.reference === providerKey(r));
  return (record?.outcome === 'SUCCESSFUL') !== (r.status === 'successful');
}).length;
const refundLost = ourRefunds.filter(
  (r) =>
    !(
      r.status === 'successful' ||
      r.status === 'needs_hand' ||
      r.status === 'settled_by_hand' ||
      (r.status === 'failed' && r.has_next) ||
      (r.status === 'pending' && r.next_check_at !== null)
    ),
).length;
const { rows: overRefunded } = await db.query<{ n: number }>(
  `select count(*)::int as n from bookings b where b.refunded > b.total_price or b.refunded <> coalesce(
     (select sum(r.amount) from refunds r where r.booking_id = b.id and r.status <> 'failed'), 0)`,
);
const returned = (method: string) =>
  givenBack
    .filter((r) => r.outcome === 'SUCCESSFUL' && (r.provider === 'mtn') === (method === 'mtn_momo'))
    .reduce((sum, r) => sum + r.amount, 0);
const stillOwed = ourRefunds
  .filter((r) => r.status === 'pending' || r.status === 'needs_hand')
  .reduce((sum, r) => sum + Number(r.amount), 0);
// What the host is owed of each paid stay, from the stays alone: paid − given back − the commission on the room
// charge of what is kept (docs/taxes.md: the taxes in it are the host's, kept apart until payable).
const { rows: stays } = await db.query<{ kept: string; percent: number; parts: TaxPart[] }>(
  `select (b.total_price - b.refunded)::text as kept, b.commission_percent as percent, b.tax_parts as parts
   from bookings b
   where exists (select 1 from ledger_transactions t where t.booking_id = b.id and t.kind = 'payment_received')`,
);
const hostShare = stays.reduce((sum, s) => sum + keptShares(Number(s.kept), s.parts, s.percent).hostEarns, 0);
const hostBalance =
  -['held', 'vat_held', 'tourism_tax_held', 'payable'].reduce(
    (sum, account) => sum + balance(`host:${hostId}:${account}`),
    0,
  ) +
  inFlight +
  paidOut;

for (const method of ['mtn_momo', 'airtel_money'])
  if (balance(`provider:${method}`) !== collected(method) - returned(method))
    problems.push(
      `ledger provider:${method} ${balance(`provider:${method}`)} ≠ collected ${collected(method)} − sent back or paid out ${returned(method)}`,
    );
if (refundUnknown)
  problems.push(`${refundUnknown} refunds or payouts at the provider under references we never stored`);
if (payoutDisagree) problems.push(`${payoutDisagree} payouts whose status disagrees with the provider's`);
if (payoutLost) problems.push(`${payoutLost} payouts neither final nor waiting for a look`);
if (-balance('payouts_in_flight') !== inFlight)
  problems.push(`ledger payouts_in_flight ${-balance('payouts_in_flight')} ≠ payouts pending ${inFlight}`);
if (refundDisagree) problems.push(`${refundDisagree} refunds whose status disagrees with the provider's`);
if (refundLost) problems.push(`${refundLost} refunds neither final nor waiting for a look`);
if (overRefunded[0]!.n) problems.push(`${overRefunded[0]!.n} stays given back more than paid, or miscounted`);
if (-balance('refunds_owed') !== stillOwed)
  problems.push(`ledger refunds_owed ${-balance('refunds_owed')} ≠ refunds not yet sent ${stillOwed}`);
if (hostBalance !== hostShare)
  problems.push(`host balance ${hostBalance} ≠ shares of the stays ${hostShare}`);
if (leakedHolds[0]!.n)
  problems.push(`${leakedHolds[0]!.n} nights whose held rooms differ from their bookings`);

console.log(
  `crash-payments ${new Date().toISOString()}: ${loadSeconds.toFixed(0)} s of load, ${values.kills} kills ` +
    `(${killed} processes, API_WORKERS=${values['api-workers']}), window ${values['window-minutes']} min; ` +
    `faults: 5% timeouts, 5% 500s, 30% callbacks lost, 30% sent twice; ` +
    `API down after each kill: ${downSeconds.map((s) => `${s.toFixed(1)} s`).join(', ')}`,
);
console.log(
  `  ${sent} reservations sent (answers heard: ${[...answers].map(([status, count]) => `${count}× ${status}`).join(', ')}), ` +
    `${acknowledged.size} bookings acknowledged; ${ours.length} payments ` +
    `(${statuses.map((s) => `${s.n} ${s.status}`).join(', ')}); ${records.length} requests at the providers; ` +
    `${open} still open at the end`,
);
console.log(
  `  ledger: ${ledger.map((l) => `${l.account} ${Number(l.balance).toLocaleString('en')}`).join(', ')}; ` +
    `collected MTN ${collected('mtn_momo').toLocaleString('en')}, Airtel ${collected('airtel_money').toLocaleString('en')} RWF; ` +
    `owed back: ${-balance('refunds_owed')}`,
);
console.log(
  `  changes: ${[...changes].map(([change, count]) => `${count}× ${change}`).join(', ')}; refunds: ` +
    `${ourRefunds.length} of ours, ${givenBack.length} at the providers ` +
    `(${givenBack.filter((r) => r.outcome === 'SUCCESSFUL').length} given back), ` +
    `${stillOwed.toLocaleString('en')} RWF still owed; ${paydays} paydays, ${payoutsStarted} payouts ` +
    `(${ourPayouts.map((p) => p.status).join(', ')}), ${paidOut.toLocaleString('en')} RWF paid out; ` +
    `host balance ${hostBalance.toLocaleString('en')} RWF`,
);
console.log(problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`);

api.kill('SIGTERM');
await db.end();
await appDatabase.close();
await running.close();
process.exit(problems.length === 0 ? 0 : 1);
