/**
 * `npm run try`: the fastest way to use the product as it ships. Builds the app against the demo
 * API (with the demo mailbox) into dist-demo, then serves it on http://localhost:4173/ beside the
 * demo API on http://localhost:3001/. The dev server (`npm start`) compiles every page on its
 * first visit; a build does not.
 */
import { spawn, spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  VITE_API_URL: process.env.VITE_API_URL ?? 'http://localhost:3001/',
  VITE_DEMO_MAILBOX: process.env.VITE_DEMO_MAILBOX ?? 'true',
};
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const build = spawnSync(npx, ['vite', 'build', '--outDir', 'dist-demo'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const servers = spawn(
  npx,
  [
    'concurrently',
    '-k',
    '-n',
    'api,app',
    '-c',
    'blue,green',
    '"npm:demo-api -- --outbox"',
    '"vite preview --outDir dist-demo --port 4173 --strictPort"',
  ],
  { stdio: 'inherit', env, shell: true },
);
servers.on('exit', (code) => process.exit(code ?? 0));
