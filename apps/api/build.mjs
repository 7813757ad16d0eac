// Bundles the API (with the domain package inlined) into dist/server.js; npm packages stay external.
import { build } from 'esbuild';

for (const entry of ['server']) {
  await build({
    entryPoints: [`src/${entry}.ts`],
    outfile: `dist/${entry}.js`,
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
