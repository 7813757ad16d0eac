import { defineConfig } from 'vitest/config';

// Three projects: the pure domain rules, the API on a real database, the web app's components in jsdom.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is CPU-bound WASM: two files at a time suit our two cores.
          maxWorkers: 2,
          // One database migrated once, copied by each file (apps/api/src/test/global-setup.ts).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
        },
      },
      'apps/*/vitest.config.ts',
    ],
  },
});
