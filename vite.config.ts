/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { startupChunk } from './scripts/startupChunk.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), startupChunk()],
  resolve: { alias },
  server: { port: 5173, host: 'localhost' },
  preview: { port: 4173, host: 'localhost' },
  build: { manifest: true, sourcemap: true, target: 'es2022', chunkSizeWarningLimit: 800 },
  test: {
    // The demo API's __demo/* controls (clock, reset) exist only with this switch.
    env: { DEMO_API_CONTROLS: '1' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/integration/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          testTimeout: 15000,
        },
      },
    ],
  },
});
