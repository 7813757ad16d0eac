// npm test: what CI runs (.ci/run). First the static checks (format, lint with the import boundaries,
// type-check: `npm run check`) and that the migrations match the schema (docs/migrations.md), then every suite in
// order of speed. The API suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
// Browser tests run last against the built site. A failed step does not stop the others: one run reports all.
import { spawnSync } from 'node:child_process';

const steps = [
  ['format, lint, type-check', 'npm', ['run', 'check']],
  ['migrations match the schema', process.execPath, ['scripts/check-migrations.mjs']],
  ['unit tests (domain, web)', 'npx', ['vitest', 'run', '--project', 'domain', '--project', 'web']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], { API_TEST_DB: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'api'],
    { API_TEST_DB: 'postgres' },
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}
steps.push(['browser tests', 'npm', ['run', 'test:e2e']]);
if (process.env.TEST_DATABASE_URL) {
  // The crash benchmark in small (docs/payments.md): the built API (the browser tests built it) on PostgreSQL,
  // killed with SIGKILL twice under a paying load with the sandbox's faults; every payment checked against the
  // sandbox's records and the ledger summed.
  steps.push([
    'payments under kill -9 (PostgreSQL)',
    'npx',
    [
      'tsx',
      'bench/crash-payments.ts',
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
    ],
    { BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL },
  ]);
}

const failed = [];
for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failed.push(name);
}
console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll suites passed.');
process.exit(failed.length ? 1 : 0);
