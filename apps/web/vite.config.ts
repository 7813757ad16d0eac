import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);
// In development the API (and its session cookie) runs on :3000; the proxy keeps every call same-origin.
const apiOrigin = 'http://localhost:3000';
const proxy = {
  '/api': { target: apiOrigin },
  '/media': { target: apiOrigin },
};

export default defineConfig({
  root: here('.'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': here('./src') } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: { proxy },
  preview: { proxy },
});
