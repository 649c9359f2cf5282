import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the bare reference login page of the performance test into dist-bare-login. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../../dist-bare-login', import.meta.url)),
    emptyOutDir: true,
  },
  preview: { port: 4176, host: 'localhost' },
});
