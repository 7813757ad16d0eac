// Writes the service worker, dist/sw.js (docs/decisions/0030-offline-app.md): apps/web/src/service-worker/sw.ts
// bundled with esbuild, then Workbox's injectManifest lists what it precaches with a revision per file. Runs
// after scripts/localize-index.mjs, whose index.{en,fr,rw}.html and offline.{en,fr,rw}.html it precaches too
// (why not vite-plugin-pwa: it lists the files when Vite finishes, before those pages exist).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const dist = process.argv[2] ?? 'apps/web/dist';
const bundled = join(dist, 'sw.src.js');

await build({
  entryPoints: [
    decodeURIComponent(new URL('../apps/web/src/service-worker/sw.ts', import.meta.url).pathname),
  ],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  // Workbox's development logging is left out.
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: bundled,
  logLevel: 'warning',
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: join(dist, 'sw.js'),
  globDirectory: dist,
  globPatterns: [
    'assets/**/*.{js,css,woff2,svg,png}',
    'index.*.html',
    'offline.*.html',
    'manifest.*.webmanifest',
    'favicon.svg',
    'default-property.svg',
    'icons/*.png',
  ],
  // Hashed names carry their version: no revision needed.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
});
rmSync(bundled);
for (const warning of warnings) console.warn(warning);
console.log(`sw.js precaches ${count} files (${Math.round(size / 1024)} KiB)`);
