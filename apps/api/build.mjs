// Bundles the API (with the domain package inlined) into dist/server.js; npm packages stay external. The worker
// thread that reads imported calendars is a bundle of its own beside it (src/modules/channel-sync/read-calendar.ts
// starts dist/calendar-worker.js).
import { build } from 'esbuild';

for (const [entry, out] of [
  ['server.ts', 'server'],
  ['modules/channel-sync/parse-worker.ts', 'calendar-worker'],
]) {
  await build({
    entryPoints: [`src/${entry}`],
    outfile: `dist/${out}.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    alias: {
      '@ikaze/domain/catalogs': '../../packages/domain/src/i18n/catalogs',
      '@ikaze/domain': '../../packages/domain/src/index.ts',
    },
    sourcemap: true,
    logLevel: 'warning',
  });
}
