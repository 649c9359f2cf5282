/**
 * `npm run demo-api` (`tsx src/mocks/server.ts [--reset]`): the demo API over real HTTP, so
 * several browsers (a buyer and a seller) share one database that survives restarts.
 */
import { existsSync } from 'node:fs';
import { createContractRecorder } from './contract';
import { startDemoApi } from './httpServer';
import { demoApiSettings } from './settings';

// .env holds DEMO_API_*; values already in the environment win (loadEnvFile does not override).
if (typeof process.loadEnvFile === 'function' && existsSync('.env')) process.loadEnvFile('.env');

// `npm start` passes --outbox: demo mode, where the outbox answers (handlers read the env).
if (process.argv.includes('--outbox')) process.env.DEMO_API_OUTBOX = '1';

const settings = demoApiSettings(process.env);
const { port, host, dataFile, controls, outbox, origins } = settings;
const reset = process.argv.includes('--reset');
const contract = settings.contract ? createContractRecorder() : null;

const api = await startDemoApi({ port, host, dataFile, reset, origins, contract });
console.log(`Demo API listening on ${api.url}`);
console.log(`Data: ${dataFile}${reset ? ' (reseeded)' : ''}`);
console.log(`Browser origins allowed: ${origins.join(', ')}`);
if (contract)
  console.log('Contract check on: answers off docs/api/openapi.yaml are listed at /__contract.');
if (controls) console.log('Demo controls on: __demo/reset and __demo/clock answer.');
if (outbox) console.log('Demo outbox on: api/demo/outbox lists the mail, links included.');
else if (process.env.DEMO_API_OUTBOX === '1') {
  console.log(`Demo outbox off: it never answers on ${host}, an address other machines reach.`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().then(() => process.exit(0));
  });
}
