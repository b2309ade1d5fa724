import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // The default entry injects its CSS through a <style> tag at runtime, which a strict CSP
      // (style-src 'self') blocks; the unstyled entry is the same API and the CSS is imported
      // as a file in main.tsx. One alias keeps a single toast store for every importer.
      { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: process.env.SOURCEMAP === '1',
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // A screen test clicks and types through a whole dialog; on two loaded cores (CI runs the
    // server suites beside it) that took past Vitest's 5 s default while taking 1-2 s when quiet.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
