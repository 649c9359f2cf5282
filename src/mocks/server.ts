/**
 * `npm run demo-api` (`tsx src/mocks/server.ts [--reset]`): the demo API over real HTTP, so
 * several browsers (a buyer and a seller) share one database that survives restarts.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startDemoApi } from './httpServer';

// .env holds DEMO_API_*; values already in the environment win (loadEnvFile does not override).
if (typeof process.loadEnvFile === 'function' && existsSync('.env')) process.loadEnvFile('.env');

const port = Number(process.env.DEMO_API_PORT) || 3001;
const dataFile = resolve(process.env.DEMO_API_DATA || '.demo-data/db.json');
const reset = process.argv.includes('--reset');

const api = await startDemoApi({ port, dataFile, reset });
console.log(`Demo API listening on http://localhost:${api.port}/`);
console.log(`Data: ${dataFile}${reset ? ' (reseeded)' : ''}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().then(() => process.exit(0));
  });
}
