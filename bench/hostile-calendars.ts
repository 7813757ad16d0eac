// Hostile calendar imports against the built API (docs/decisions/0035-hostile-calendars.md): the API (PGlite in
// --data-dir, demo data seeded at its first start and kept for the next runs) imports each hostile file of apps/api/src/test/fuzz/hostile-calendars.ts from a
// local server while GET /api/health is polled every 20 ms. Prints the slowest health answer with nothing
// running and during the imports, each import's answer time and message, the server's memory (RSS) before and
// after, and the time to read the 965 KB file (10,500 events) in the worker, off the event loop.
//
//   npm run build -w apps/api
//   npx tsx bench/hostile-calendars.ts [--rounds 3] [--server apps/api/dist/server.js]
//                                      [--data-dir /tmp/ikaze-hostile-bench]
//   or against an API already started with CALENDAR_IMPORT_ALLOW_PRIVATE=true and demo data (a busy machine
//   takes longer than the 30 s bench/lib/server.ts waits to start one): --url http://127.0.0.1:3290 --pid <its pid>
//
// Nothing in `npm test` runs it (apps/api/src/test/fuzz/hostile-calendars.test.ts asserts the same in tests).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { cpus, hostname, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { hostileCalendars, hugeCalendar } from '../apps/api/src/test/fuzz/hostile-calendars.ts';
import { readCalendar, stopCalendarReading } from '../apps/api/src/modules/channel-sync/read-calendar.ts';
import { freePort, signIn, startServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    server: { type: 'string', default: 'apps/api/dist/server.js' },
    'data-dir': { type: 'string', default: join(tmpdir(), 'ikaze-hostile-bench') },
    url: { type: 'string' },
    pid: { type: 'string' },
  },
});
const ROUNDS = Number(values.rounds);

const files = hostileCalendars();
const fileServer = createServer((request, response) => {
  const found = files.find((file) => request.url?.split('?')[0] === `/${file.name}.ics`);
  response.writeHead(found ? 200 : 404, { 'content-type': 'text/calendar' });
  response.end(found?.body ?? '');
});
await new Promise<void>((resolve) => fileServer.listen(0, '127.0.0.1', resolve));
const filesOrigin = `http://127.0.0.1:${(fileServer.address() as AddressInfo).port}`;

const dataDir = values['data-dir'];
async function startApi() {
  const port = await freePort();
  const child = await startServer([values.server], port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    CALENDAR_IMPORT_ALLOW_PRIVATE: 'true',
    AUTH_REQUESTS_PER_MINUTE: '100000',
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}
const api = values.url ? { base: values.url, pid: Number(values.pid), stop: () => {} } : await startApi();
const base = api.base;
const rss = () =>
  api.pid ? Number(readFileSync(`/proc/${api.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) / 1024 : NaN;
const host = await signIn(base, { username: 'host', password: 'murakaza-neza' });

/** Polls health every 20 ms while `work` runs: the slowest answer (ms) and how many answered. */
async function healthDuring(work: () => Promise<unknown>): Promise<{ slowest: number; polls: number }> {
  let running = true;
  let slowest = 0;
  let polls = 0;
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`health answered ${response.status}`);
      slowest = Math.max(slowest, performance.now() - started);
      polls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await work();
  running = false;
  await poll;
  return { slowest, polls };
}

console.log(
  `Hostile calendar imports, ${new Date().toISOString()}, ${hostname()}: ${cpus().length} × ${cpus()[0]?.model}, ` +
    `${(totalmem() / 2 ** 30).toFixed(0)} GiB, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, Node ${process.version}`,
);

const quiet = await healthDuring(() => new Promise((resolve) => setTimeout(resolve, 3_000)));
console.log(`health with nothing running: slowest ${quiet.slowest.toFixed(0)} ms of ${quiet.polls}`);
const rssBefore = rss();

for (let round = 1; round <= ROUNDS; round++) {
  const answers: string[] = [];
  const during = await healthDuring(async () => {
    for (const file of files) {
      const started = performance.now();
      const response = await fetch(`${base}/api/room_types/1/calendar/imports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: host.cookie, origin: base },
        body: JSON.stringify({
          name: `${file.name}-${round}`,
          url: `${filesOrigin}/${file.name}.ics?${round}`,
        }),
      });
      const body = (await response.json()) as {
        lastError: string | null;
        skippedCount: number;
        message?: string;
      };
      answers.push(
        `  ${file.name.padEnd(20)} ${String(response.status)} ${(performance.now() - started).toFixed(0).padStart(5)} ms  ` +
          (body.lastError ?? body.message ?? `imported, ${body.skippedCount} skipped`),
      );
      // Each room type imports at most 10 calendars: make room for the next.
      await fetch(`${base}/api/calendar_imports/${(body as { id?: number }).id}`, {
        method: 'DELETE',
        headers: { cookie: host.cookie, origin: base },
      });
    }
  });
  console.log(
    `round ${round}: health slowest ${during.slowest.toFixed(0)} ms of ${during.polls} polls during the imports`,
  );
  console.log(answers.join('\n'));
}
console.log(`server RSS: ${rssBefore.toFixed(0)} MB before the imports, ${rss().toFixed(0)} MB after`);

// The 965 KB file read in the worker, as the API does, from this process (the worker already started once).
const huge = hugeCalendar();
const times: number[] = [];
await readCalendar('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', '2026-12-01', '2028-12-01', Date.now() + 60_000);
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  const read = await readCalendar(huge, '2026-12-01', '2028-12-01', Date.now() + 60_000).catch(
    (error: Error) => error,
  );
  times.push(performance.now() - started);
  if (read instanceof Error) console.log(`  run ${i + 1}: ${read.message}`);
}
times.sort((a, b) => a - b);
console.log(
  `${(huge.length / 1024).toFixed(0)} KB file (10,500 events) read off-thread: median ${times[2]!.toFixed(0)} ms, ` +
    `min ${times[0]!.toFixed(0)}, max ${times[4]!.toFixed(0)} (load ${loadavg()[0]!.toFixed(1)})`,
);

stopCalendarReading();
api.stop();
fileServer.close();
