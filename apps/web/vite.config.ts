import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Alias } from 'vite';
import { domainCatalogs } from './domain-catalogs.ts';

const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);
// In development the API (and its session cookie) runs on :3000; the proxy keeps every call same-origin.
const apiOrigin = 'http://localhost:3000';
const proxy = {
  '/api': { target: apiOrigin },
  '/media': { target: apiOrigin },
};

/**
 * The production build renders with Preact through preact/compat instead of react-dom: the same components,
 * React Router, TanStack Query and Radix, for about 57 KiB less gzipped JavaScript on every page's first load
 * (docs/decisions/0010-first-load-javascript.md). The dev server and the unit tests keep React (its warnings
 * and DevTools); the browser tests run against the build, so they check what ships.
 */
const preactCompat: Alias[] = [
  { find: /^react$/, replacement: here('./react-on-preact.mjs') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

const linguiConfig = { configPath: here('./lingui.config.ts') };

/**
 * Lingui: the macros (<Trans>, t``) become plain calls at build time, and `import('../locales/fr.po')` becomes
 * a compiled catalog chunk per language, so no message parser ships (docs/decisions/0020-languages.md).
 * Babel runs only on files that use a macro. (Lingui's native transform would spare Babel, but its binary
 * package is not published for our platform.) Shared with vitest.config.ts.
 */
export function linguiPlugins() {
  const macro = defineRolldownBabelPreset({
    preset: () => ({
      plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig(linguiConfig) }]],
    }),
    rolldown: { filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ } },
  });
  return [
    ...lingui({ ...linguiConfig, failOnCompileError: true }),
    babel({ presets: [macro] }),
    // The domain's tables in parts, loaded like Lingui's catalogs (domain-catalogs.ts).
    domainCatalogs(),
  ];
}

export default defineConfig(({ command }) => ({
  root: here('.'),
  plugins: [react(), ...linguiPlugins(), tailwindcss()],
  resolve: {
    alias: [{ find: '@', replacement: here('./src') }, ...(command === 'build' ? preactCompat : [])],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser of es2022 but Safari before 17 preloads modules natively: the polyfill's bytes go to the
    // first view's start instead (docs/decisions/0032-first-paint.md).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the entry imports statically loads on every page anyway: one chunk of it instead of fifteen small
        // ones (which gzip worse apart and cost a request each), with nothing more in it
        // (docs/decisions/0010-first-load-javascript.md).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
