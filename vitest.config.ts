import { readFileSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const API_TESTS = 'apps/api/src';
const onPostgres = process.env.API_TEST_DB === 'postgres';

/**
 * The API's test files that open a database (through the test harness, a raw connection or the client itself).
 * The PostgreSQL run takes only these: a file that never opens one (a parser, an email renderer, the payment
 * sandbox) would prove the same thing twice (docs/decisions/0043-suite-time.md).
 */
const OPENS_A_DATABASE = /^import (?!type )[^;]*\/(harness|raw-database|db\/client)\.ts';/m;
function filesThatOpenADatabase(): string[] {
  return readdirSync(API_TESTS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${API_TESTS}/${file}`)
    .filter((file) => OPENS_A_DATABASE.test(readFileSync(file, 'utf8')));
}

// Three projects: the pure domain rules, the API on a real database, the web app's components in jsdom.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: onPostgres ? filesThatOpenADatabase() : [`${API_TESTS}/**/*.test.ts`],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is CPU-bound WASM: two files at a time suit our two cores.
          maxWorkers: 2,
          isolate: false,
          // Files share a worker (isolate: false) and each opens PGlite (WASM memory): room beyond Node's default
          // heap, so that a long run's worker is not stopped for memory the next file would have freed.
          execArgv: ['--max-old-space-size=6144'],
          // One database migrated once, copied by each file (apps/api/src/test/global-setup.ts).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
        },
      },
      'apps/*/vitest.config.ts',
    ],
  },
});
