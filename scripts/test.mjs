// npm test: what CI runs (.ci/run). First the static checks (format, lint with the import boundaries,
// type-check: `npm run check`), that the migrations match the schema (docs/migrations.md) and that the web app's
// API contract is the one the routes make, its document linted (docs/decisions/0049-one-api-contract.md), then
// every suite.
// The API suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set (there only the
// files that open a database). Browser tests run last against the built site, beside the crash benchmark. A failed step does not stop the
// others: one run reports all.
//
// Steps in one stage run at once: the static checks are each one process on one core, so the unit tests take the
// other core meanwhile (docs/decisions/0043-suite-time.md). A step's output is printed whole when it ends; the
// time of each step and stage is printed at the end.
import { spawn } from 'node:child_process';

const step = (name, command, args, env = {}) => ({ name, command, args, env });

const stages = [
  [
    step('format, lint, type-check', 'npm', ['run', 'check']),
    step('migrations match the schema', process.execPath, ['scripts/check-migrations.mjs']),
    step('API contract current and linted', process.execPath, ['scripts/api-contract.mjs', '--check']),
    step('unit tests (domain, web)', 'npx', ['vitest', 'run', '--project', 'domain', '--project', 'web']),
    // The site the browser tests and the crash benchmark run, built while the core the unit tests leave is free.
    step('build the site', 'npm', ['run', 'build']),
  ],
  [step('API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], { API_TEST_DB: 'pglite' })],
];
if (process.env.TEST_DATABASE_URL) {
  // After the PGlite run, not beside it: the two at once starved the timing-bound tests (a hostile calendar's
  // five seconds, health while imports run) on two cores (docs/decisions/0043-suite-time.md).
  stages.push([
    step('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], {
      API_TEST_DB: 'postgres',
    }),
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}
const browser = step('browser tests', 'npm', ['run', 'test:browser']);
if (process.env.TEST_DATABASE_URL) {
  // The crash benchmark in small (docs/payments.md): the built API (built in the first stage) on PostgreSQL,
  // killed with SIGKILL twice under a paying load with the sandbox's faults; every payment checked against the
  // sandbox's records and the ledger summed.
  const small = [
    '--kills',
    '2',
    '--workers',
    '6',
    '--guests',
    '4',
    '--window-minutes',
    '1',
    '--between',
    '1500-3000',
  ];
  // Beside the browser tests: after its first 20 s of load the benchmark mostly waits for payment windows to run
  // out (a tenth of a core), and the browser tests use no PostgreSQL (docs/decisions/0043-suite-time.md).
  stages.push([
    browser,
    step('payments under kill -9 (PostgreSQL)', 'npx', ['tsx', 'bench/crash-payments.ts', ...small], {
      BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL,
    }),
  ]);
} else {
  stages.push([browser]);
}

/** Runs a step; alone in its stage it prints as it goes, beside others its output waits for its end. */
function run({ name, command, args, env }, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(alone ? {} : { FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }), ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        console.log(`\n=== ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

const results = [];
const times = [];
for (const stage of stages) {
  const started = performance.now();
  if (stage.length === 1) console.log(`\n=== ${stage[0].name}`);
  else console.log(`\n=== at once: ${stage.map((s) => s.name).join('; ')}`);
  results.push(...(await Promise.all(stage.map((s) => run(s, stage.length === 1)))));
  times.push([stage.map((s) => s.name).join(' + '), (performance.now() - started) / 1000]);
}

const format = (seconds) =>
  `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
console.log('\nTime per step:');
for (const { name, seconds } of results) console.log(`  ${format(seconds).padStart(7)}  ${name}`);
console.log('Time per stage:');
for (const [name, seconds] of times) console.log(`  ${format(seconds).padStart(7)}  ${name}`);
console.log(`  ${format(times.reduce((sum, [, s]) => sum + s, 0)).padStart(7)}  in all`);

const failed = results.filter((r) => !r.ok).map((r) => r.name);
console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll suites passed.');
process.exit(failed.length ? 1 : 0);
