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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
