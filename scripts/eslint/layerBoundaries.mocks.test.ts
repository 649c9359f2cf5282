import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rule over the demo API (src/mocks), as `npm run lint` runs it: the project's own
 * eslint.config.js, code linted as if it lived at a (fake) path of src/mocks.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'local/layer-boundaries';
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
  await eslint.lintText('export {};', { filePath: path.join(ROOT, 'src/mocks/warm.ts') });
}, 60_000);

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const IN_ORDERS = 'src/mocks/domains/orders/fake.ts';
const IN_SHARED = 'src/mocks/auth/fake.ts';

describe('the demo API never imports a feature or the app, whatever the form', () => {
  it.each([
    ['alias, deep', IN_ORDERS, "import { CREW_ROLES } from '@/features/fleet/api/fleet.types';"],
    ['type only', IN_ORDERS, "import type { Crew } from '@/features/fleet/api/fleet.types';"],
    ['relative', IN_ORDERS, "import { CREW_ROLES } from '../../../features/fleet/api/x';"],
    ['from a shared helper', IN_SHARED, "import { accounts } from '../../features/auth/model/x';"],
    ['dynamic', IN_ORDERS, "export const load = () => import('@/features/fleet/routes');"],
    ['dynamic template', IN_ORDERS, 'export const load = () => import(`@/features/fleet/x`);'],
    ['re-export', IN_ORDERS, "export { CREW_ROLES } from '@/features/fleet/api/fleet.types';"],
    ['re-export all', IN_ORDERS, "export * from '../../../features/fleet/api/fleet.types';"],
    ['import type query', IN_ORDERS, "export type T = typeof import('@/features/fleet/x');"],
    ['glob', IN_ORDERS, "export const all = import.meta.glob('/src/features/*/routes.ts');"],
    ['the app', IN_ORDERS, "import { menuOf } from '@/app/menu';"],
    ['the app, relative', IN_SHARED, "import { menuOf } from '../../app/menu';"],
  ])('%s', async (_kind, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([
      expect.stringMatching(/The demo API never imports features or the app/),
    ]);
  });
});

describe('the demo API imports an entity through its index or its contract entry', () => {
  it.each([
    ['index', "import type { Trip } from '@/entities/trip';", 0],
    ['index, relative', "import type { Trip } from '../../../entities/trip';", 0],
    ['contract', "import { TRIP_STATUSES } from '@/entities/trip/contract';", 0],
    ['contract, relative', "import { TRIP_STATUSES } from '../../../entities/trip/contract';", 0],
    ['contract file', "import { TRIP_STATUSES } from '../../../entities/trip/contract.ts';", 0],
    ['deep', "import type { Trip } from '@/entities/trip/trips.types';", 1],
    ['deep, relative', "import { linePrice } from '../../../entities/quote/pricing/linePrice';", 1],
    ['re-export, deep', "export { linePrice } from '@/entities/quote/pricing/linePrice';", 1],
    ['dynamic, deep', "export const load = () => import('@/entities/cart/persistence');", 1],
    ['import type query, deep', "export type T = typeof import('@/entities/cart/types');", 1],
    ['glob over entities', "export const t = import.meta.glob('/src/entities/*/contract.ts');", 1],
  ])('%s', async (_kind, code, count) => {
    const errors = await boundaryErrors(IN_ORDERS, code);
    expect(errors).toHaveLength(count);
    if (count) expect(errors[0]).toMatch(/an entity only through its index or its node-safe/);
  });
});

describe('a demo domain imports another only through its index', () => {
  it.each([
    ['index', IN_ORDERS, "import { aircraftInUse } from '../trips';", 0],
    ['index file', IN_ORDERS, "import { aircraftInUse } from '../trips/index';", 0],
    ['its own files', IN_ORDERS, "import { fixture } from './testkit';", 0],
    [
      "another's testkit, from a test",
      'src/mocks/domains/trips/x.test.ts',
      "import '../orders/testkit';",
      0,
    ],
    [
      "another's testkit, from code",
      'src/mocks/domains/trips/x.ts',
      "import '../orders/testkit';",
      1,
    ],
    [
      'its own files, from a subfolder',
      'src/mocks/domains/auth/seed/x.ts',
      "import '../records';",
      0,
    ],
    ['shared helpers', IN_ORDERS, "import { db } from '../../db';", 0],
    ['lib', IN_ORDERS, "import { PERMISSIONS } from '../../../lib/auth/permissions';", 0],
    ['deep', IN_ORDERS, "import type { TripRecord } from '../trips/records';", 1],
    ['deep, from a subfolder', 'src/mocks/domains/auth/seed/x.ts', "import '../../trips/seed';", 1],
    [
      'deep, from a shared helper',
      IN_SHARED,
      "import type { U } from '../domains/auth/records';",
      1,
    ],
    ['alias, deep', IN_ORDERS, "import { seedTrips } from '@/mocks/domains/trips/seed';", 1],
    ['re-export, deep', IN_ORDERS, "export { seedTrips } from '../trips/seed';", 1],
    ['dynamic, deep', IN_ORDERS, "export const load = () => import('../trips/seed');", 1],
    ['import type query, deep', IN_ORDERS, "export type T = typeof import('../trips/records');", 1],
  ])('%s', async (_kind, file, code, count) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(count);
    if (count) expect(errors[0]).toMatch(/A demo domain is imported only through its index/);
  });
});
