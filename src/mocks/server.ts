/**
 * `npm run demo-api` (`tsx src/mocks/server.ts [--reset]`): the demo API over real HTTP, so
 * several browsers (a buyer and a seller) share one database that survives restarts.
 */
import { existsSync } from 'node:fs';
import { startDemoApi } from './httpServer';
import { demoApiSettings } from './settings';

// .env holds DEMO_API_*; values already in the environment win (loadEnvFile does not override).
if (typeof process.loadEnvFile === 'function' && existsSync('.env')) process.loadEnvFile('.env');

const { port, host, dataFile, controls } = demoApiSettings(process.env);
const reset = process.argv.includes('--reset');

const api = await startDemoApi({ port, host, dataFile, reset });
console.log(`Demo API listening on ${api.url}`);
console.log(`Data: ${dataFile}${reset ? ' (reseeded)' : ''}`);
if (controls) console.log('Demo controls on: __demo/reset and __demo/clock answer.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().then(() => process.exit(0));
  });
}
