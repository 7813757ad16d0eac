import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Alias } from 'vite';

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

export default defineConfig(({ command }) => ({
  root: here('.'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [{ find: '@', replacement: here('./src') }, ...(command === 'build' ? preactCompat : [])],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { proxy },
  preview: { proxy },
}));
