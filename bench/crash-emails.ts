// Crash test of the emails a booking owes (docs/decisions/0026-jobs-outbox-and-email.md,
// docs/decisions/0036-every-email-once.md): the API on PostgreSQL is killed with SIGKILL (every process of it) in
// the middle of a booking load, then started again on the same database. Once its queue is idle, every booking in
// the database (acknowledged or committed just before the kill) must have exactly one request email to the host and
// one copy to the guest, and every guest exactly one welcome: nothing lost between a commit and the send, nothing
// sent twice.
//
// --smtp none: without SMTP_URL, emails are kept in mail_outbox and counted there. --smtp fast|slow: a real SMTP
// server (smtp-server) in this process receives them, answering each message at once or after --smtp-delay-ms
// (15 s), and counts the deliveries of each Message-ID (one per email job). A Message-ID delivered twice is
// allowed only as often as email_deliveries counted a retry after an unknown outcome (the kill cut an SMTP
// transaction short); anything beyond is a duplicate, printed and failed.
//
//   npm run build -w apps/api      (or --server apps/api/src/server.ts to run the sources through tsx)
//   npx tsx bench/crash-emails.ts [--rounds 3] [--workers 20] [--guests 6] [--kill-after 1000-3000]
//                                 [--smtp none|fast|slow] [--smtp-delay-ms 15000] [--api-workers 2] [--wait-s 600]
//                                 [--server apps/api/dist/server.js]
//
// Each round makes a fresh database `ikaze_crash_emails_<smtp>` on BENCH_DATABASE_URL's server (default: the local
// PostgreSQL). Prints the counts and PASS/FAIL per round; exits 1 on any failure. Nothing in `npm test` runs it.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { addDays, todayInKigali } from '../packages/domain/src/index.ts';
import { freshDatabase, seedHostWithProperty, signUpGuest } from './lib/crash-setup.ts';
import { apiEnv, freePort, killApi, startServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    workers: { type: 'string', default: '20' },
    guests: { type: 'string', default: '6' },
    'kill-after': { type: 'string', default: '1000-3000' },
    server: { type: 'string', default: 'apps/api/dist/server.js' },
    smtp: { type: 'string', default: 'fast' },
    'smtp-delay-ms': { type: 'string', default: '15000' },
    'api-workers': { type: 'string', default: '2' },
    'wait-s': { type: 'string', default: '600' },
  },
});
const SMTP = values.smtp;
if (!['none', 'fast', 'slow'].includes(SMTP)) throw new Error('--smtp is none, fast or slow');
const SERVER = values.server;
const [killMin, killMax] = values['kill-after'].split('-').map(Number) as [number, number?];
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `ikaze_crash_emails_${SMTP}`;

if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build -w apps/api\` first`);
process.on('SIGINT', () => process.exit(130));

const mailbox =
  SMTP === 'none' ? undefined : await startMailbox(SMTP === 'slow' ? Number(values['smtp-delay-ms']) : 0);

const startApi = (port: number, dbUrl: string) =>
  startServer(
    SERVER.endsWith('.ts') ? ['--import', 'tsx', SERVER] : [SERVER],
    port,
    {
      ...apiEnv(dbUrl),
      API_WORKERS: values['api-workers'],
      ...(mailbox ? { SMTP_URL: mailbox.url } : {}),
    },
    // Two processes migrating and starting their queues on a busy machine.
    180_000,
  );

type Guest = { id: number; cookie: string };

let failed = false;
for (let round = 1; round <= Number(values.rounds); round++) {
  if (!(await runRound(round))) failed = true;
}
await mailbox?.close();
console.log(failed ? '\nFAIL' : '\nPASS: every round');
process.exit(failed ? 1 : 0);

async function runRound(round: number): Promise<boolean> {
  mailbox?.deliveries.clear();
  const dbUrl = await freshDatabase(serverUrl, DB_NAME);
  const { roomTypes, hostId } = await seedHostWithProperty(dbUrl, {
    prefix: 'mail',
    firstName: 'Mail',
    roomCounts: [50, 50],
  });
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const port = await freePort();
  let api = await startApi(port, dbUrl);
  const base = `http://127.0.0.1:${port}`;
  const guests: Guest[] = [];
  for (let i = 0; i < Number(values.guests); i++)
    guests.push(await signUpGuest(base, `mail_guest_${i}`, 'Mail'));

  const today = todayInKigali();
  let acknowledged = 0;
  let stop = false;
  let n = 0;
  const worker = async () => {
    while (!stop) {
      const guest = guests[n++ % guests.length]!;
      const roomType = roomTypes[Math.floor(Math.random() * roomTypes.length)]!;
      const checkIn = addDays(today, 1 + Math.floor(Math.random() * 60));
      try {
        const response = await fetch(`${base}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: guest.cookie },
          body: JSON.stringify({
            userId: guest.id,
            bookings: [
              {
                roomTypeId: roomType.id,
                roomNumber: 1,
                checkInDate: checkIn,
                checkOutDate: addDays(checkIn, 1),
              },
            ],
          }),
          signal: AbortSignal.timeout(30_000),
        });
        if (response.status === 201) acknowledged++;
        await response.arrayBuffer();
      } catch {
        // The server died under this request.
        if (stop) return;
        await sleep(10);
      }
    }
  };
  const workers = Array.from({ length: Number(values.workers) }, worker);
  const started = performance.now();
  while (acknowledged === 0 && performance.now() - started < 60_000) await sleep(20);
  const killAfter = killMin + Math.random() * ((killMax ?? killMin) - killMin);
  await sleep(killAfter);
  const killedWorkers = killApi(api);
  const killedAt = Date.now();
  stop = true;
  await new Promise((resolve) => api.once('exit', resolve));
  const inFlightAtKill = mailbox?.inFlight() ?? 0;
  await Promise.all(workers);
  const owedAtKill = await count(db, 'select count(*)::int as n from job_outbox');

  api = await startApi(port, dbUrl);
  // Wait until the outbox is moved and no email job is left to run. A job the kill cut short (a fetched batch of
  // 10 runs one by one, and under load its later ones may not have stored their email yet) stays active until its
  // expireInSeconds (120) has passed counted from its start, pg-boss notices at its next supervise pass (every
  // 60 s), then retries it after 30 to 60 s: up to 240 s after the kill, plus a margin. A wait that ends with jobs
  // left says so: those are emails not yet sent, not emails lost (docs/decisions/0026-jobs-outbox-and-email.md).
  // On a busy machine a restarted process can itself die starting (its queue already holding a batch): its jobs
  // then wait for their own expiry again. --wait-s gives that room.
  const until = killedAt + Number(values['wait-s']) * 1000;
  let left: Array<{ state: string; n: number }> = [];
  while (Date.now() < until) {
    const owed = await count(db, 'select count(*)::int as n from job_outbox');
    ({ rows: left } = await db.query<{ state: string; n: number }>(
      `select state::text, count(*)::int as n from pgboss.job
       where name = 'email' and state in ('created', 'retry', 'active') group by 1 order by 1`,
    ));
    if (owed > 0) left.unshift({ state: 'in the outbox', n: owed });
    if (mailbox?.inFlight()) left.push({ state: 'being received by the SMTP server', n: mailbox.inFlight() });
    if (left.length === 0) break;
    await sleep(250);
  }

  const problems: string[] = [];
  if (left.length > 0)
    problems.push(
      `the queue was not idle ${(Date.now() - killedAt) / 1000} s after the kill: ` +
        left.map((l) => `${l.n} ${l.state}`).join(', '),
    );
  const bookings = await count(db, 'select count(*)::int as n from bookings');
  // Every email job, what it was for, and how many times its email reached the server (SMTP) or the table.
  const { rows: jobs } = await db.query<{
    id: string;
    kind: string;
    booking_id: number | null;
    kept: number;
    unknown_retries: number;
  }>(
    `select j.id::text, j.data->>'kind' as kind, (j.data->'params'->>'bookingId')::int as booking_id,
       (select count(*)::int from mail_outbox m where m.job_id = j.id::text) as kept,
       coalesce(d.unknown_outcome_retries, 0) as unknown_retries
     from pgboss.job j left join email_deliveries d on d.job_id = j.id::text
     where j.name = 'email'`,
  );
  const delivered = (job: (typeof jobs)[number]) =>
    mailbox ? (mailbox.deliveries.get(`<${job.id}@ikaze.rw>`) ?? 0) : job.kept;
  const { rows: bookingIds } = await db.query<{ id: number }>('select id from bookings');
  const perBooking = new Map<string, number>();
  for (const job of jobs)
    if (job.booking_id !== null && delivered(job) > 0)
      perBooking.set(
        `${job.kind}:${job.booking_id}`,
        (perBooking.get(`${job.kind}:${job.booking_id}`) ?? 0) + 1,
      );
  let missing = 0;
  let twoJobs = 0;
  for (const { id } of bookingIds)
    for (const kind of ['booking_requested', 'booking_requested_copy']) {
      const n = perBooking.get(`${kind}:${id}`) ?? 0;
      if (n === 0) missing++;
      if (n > 1) twoJobs++;
    }
  const welcomes = jobs.filter((job) => job.kind === 'welcome' && delivered(job) > 0).length;
  const deliveries = jobs.reduce((sum, job) => sum + delivered(job), 0);
  const repeated = jobs.reduce((sum, job) => sum + Math.max(0, delivered(job) - 1), 0);
  const counted = jobs.reduce((sum, job) => sum + job.unknown_retries, 0);
  const uncounted = jobs.reduce((sum, job) => sum + Math.max(0, delivered(job) - 1 - job.unknown_retries), 0);
  const stray = mailbox
    ? [...mailbox.deliveries.keys()].filter((id) => !jobs.some((j) => `<${j.id}@ikaze.rw>` === id)).length
    : 0;
  if (missing) problems.push(`${missing} booking emails missing`);
  if (twoJobs) problems.push(`${twoJobs} booking emails owed by two jobs`);
  if (welcomes !== guests.length) problems.push(`${welcomes} welcome emails for ${guests.length} guests`);
  if (uncounted)
    problems.push(`${uncounted} duplicate deliveries outside the counted unknown-outcome retries`);
  if (stray) problems.push(`${stray} Message-IDs of no email job`);

  console.log(
    `\nround ${round} (${SMTP === 'none' ? 'no SMTP, mail_outbox' : `SMTP ${SMTP}${SMTP === 'slow' ? ` ${values['smtp-delay-ms']} ms a message` : ''}`}, ` +
      `API_WORKERS=${values['api-workers']}): killed ${(killAfter / 1000).toFixed(1)} s after the first 201 ` +
      `(${killedWorkers.length + 1} processes); host ${hostId}, ${guests.length} guests; ` +
      `${acknowledged} bookings acknowledged, ${bookings} in the database`,
  );
  console.log(
    `  at the kill: ${owedAtKill} emails owed in the outbox, not yet in the queue; ${inFlightAtKill} SMTP transactions open`,
  );
  console.log(
    `  after the restart (queue idle ${((Date.now() - killedAt) / 1000).toFixed(0)} s after the kill): ${jobs.length} email jobs, ` +
      `${deliveries} deliveries; ${missing} missing; ${repeated} delivered twice, of which ${counted} counted ` +
      `retries after an unknown outcome allow ${repeated - uncounted}, ${uncounted} duplicated otherwise; ` +
      `${welcomes} welcome`,
  );
  console.log(`  ${problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`}`);

  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  await db.end();
  return problems.length === 0;
}

interface Mailbox {
  url: string;
  /** Deliveries per Message-ID. */
  deliveries: Map<string, number>;
  inFlight(): number;
  close(): Promise<void>;
}

/** A real SMTP server that reads each message, counts its Message-ID, and answers after `delayMs`. */
async function startMailbox(delayMs: number): Promise<Mailbox> {
  const deliveries = new Map<string, number>();
  let inFlight = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 1000,
    onData(stream, _session, callback) {
      inFlight++;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '(none)';
        // Counted when the server has the whole message, before it answers: what a real server may hold.
        deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
        setTimeout(() => {
          inFlight--;
          callback();
        }, delayMs);
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    deliveries,
    inFlight: () => inFlight,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function count(db: pg.Client, query: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(query);
  return rows[0]?.n ?? 0;
}
