/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { buildCsp, cspFile, cspSettingsOf } from './scripts/csp.ts';
import { startupChunk } from './scripts/startupChunk.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => {
  // The built app's Content-Security-Policy, from the same settings the build reads.
  const csp = buildCsp(cspSettingsOf(loadEnv(mode, root, 'VITE_')));
  return {
    plugins: [react(), startupChunk(), cspFile(csp)],
    resolve: { alias },
    server: { port: 5173, host: 'localhost' },
    // The dev server is left without the policy: its React refresh preamble is an inline script.
    preview: { port: 4173, host: 'localhost', headers: { 'Content-Security-Policy': csp } },
    // Hidden source maps: written for error reporting, never referenced by the served bundles.
    build: { manifest: true, sourcemap: 'hidden', target: 'es2022', chunkSizeWarningLimit: 800 },
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
  };
});
