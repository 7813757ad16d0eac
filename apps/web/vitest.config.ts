import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './vite.config.ts';

const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

// The web app's component tests: jsdom, Testing Library, jest-dom matchers.
export default defineConfig({
  root: here('.'),
  plugins: linguiPlugins(),
  resolve: { alias: { '@': here('./src') } },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Each file still runs in a context of its own, but a worker sets jsdom and the setup file's imports up once
    // for all its files instead of once per file: half the CPU time (docs/decisions/0043-suite-time.md).
    pool: 'vmThreads',
    // Vitest's default leaves one of two cores idle.
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A file's first render loads its page's lazy parts; on two cores shared with the API suite and the build
    // that alone has taken over 5 s (Vitest's default).
    testTimeout: 20_000,
  },
});
