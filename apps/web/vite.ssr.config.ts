// The server's build of the public pages' first view (src/server/first-view.tsx, docs/decisions/0032-first-paint.md):
// the same plugins and aliases as the browser's build (Preact through preact/compat, Lingui's compiled catalogs),
// every package bundled in so that the aliases apply to them too, written to dist-server/ for the API to import.
import { defineConfig, mergeConfig, type ConfigEnv, type UserConfig } from 'vite';
import browserConfig from './vite.config.ts';

export default defineConfig((env: ConfigEnv) =>
  mergeConfig(browserConfig(env), {
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/server/first-view.tsx',
      outDir: 'dist-server',
      emptyOutDir: true,
      target: 'node24',
      copyPublicDir: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  } satisfies UserConfig),
);
