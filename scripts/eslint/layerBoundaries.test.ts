import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rule as `npm run lint` runs it: the project's own eslint.config.js, code linted as if
 * it lived at a (fake) path of src. Only the boundary rule's messages are looked at.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'local/layer-boundaries';
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
  await eslint.lintText('export {};', { filePath: path.join(ROOT, 'src/features/auth/warm.ts') });
}, 60_000);

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const IN_AUTH_PAGE = 'src/features/auth/pages/Fake.tsx';
const IN_AUTH_ROOT = 'src/features/auth/routes.ts';

describe('a feature importing another feature fails, whatever the form', () => {
  it.each([
    ['alias, deep', IN_AUTH_PAGE, "import { CREW_ROLES } from '@/features/fleet/api/fleet.types';"],
    ['alias, bare barrel', IN_AUTH_PAGE, "import * as fleet from '@/features/fleet';"],
    [
      'alias, type only',
      IN_AUTH_PAGE,
      "import type { CrewMember } from '@/features/fleet/api/fleet.types';",
    ],
    ['relative, deep', IN_AUTH_PAGE, "import { CREW_ROLES } from '../../fleet/api/fleet.types';"],
    ['relative, sibling folder', IN_AUTH_ROOT, "import * as fleet from '../fleet';"],
    ['relative, through features', IN_AUTH_ROOT, "import * as fleet from '../../features/fleet';"],
    [
      'dynamic, alias',
      IN_AUTH_PAGE,
      "export const load = () => import('@/features/fleet/api/fleet.types');",
    ],
    [
      'dynamic, relative',
      IN_AUTH_PAGE,
      "export const load = () => import('../../fleet/api/fleet.types');",
    ],
    [
      'dynamic, template',
      IN_AUTH_PAGE,
      'export const load = () => import(`@/features/fleet/api/fleet.types`);',
    ],
    ['re-export', IN_AUTH_PAGE, "export { CREW_ROLES } from '@/features/fleet/api/fleet.types';"],
    // Links to another feature's screens go through route ids (routeTo), never its paths.ts.
    [
      "another feature's paths",
      IN_AUTH_PAGE,
      "import { orderPaths } from '@/features/orders/paths';",
    ],
    [
      "another feature's paths, relative",
      IN_AUTH_PAGE,
      "import { orderPaths } from '../../orders/paths';",
    ],
    ['re-export all', IN_AUTH_ROOT, "export * from '../fleet/api/fleet.types';"],
    [
      'import type query',
      IN_AUTH_PAGE,
      "export type T = typeof import('@/features/fleet/api/fleet.types');",
    ],
    ['glob over features', IN_AUTH_ROOT, "export const all = import.meta.glob('../*/routes.ts');"],
  ])('%s', async (_kind, file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/A feature never imports another feature/);
  });

  it.each([
    ['the app', "import { menuOf } from '@/app/menu';", /Features do not import the app/],
    [
      'the app, relative',
      "import { menuOf } from '../../../app/menu';",
      /Features do not import the app/,
    ],
    ['the demo API', "import { db } from '@/mocks/db';", /demo API never enters/],
  ])('importing %s fails', async (_what, code, message) => {
    expect(await boundaryErrors(IN_AUTH_PAGE, code)).toEqual([expect.stringMatching(message)]);
  });
});

describe('a feature importing its own files, lib and packages passes', () => {
  it.each([
    ['alias', IN_AUTH_PAGE, "import { authApi } from '@/features/auth/api/auth.api';"],
    ['relative', IN_AUTH_PAGE, "import { authApi } from '../api/auth.api';"],
    [
      'relative through its own folder',
      IN_AUTH_PAGE,
      "import { authApi } from '../../auth/api/auth.api';",
    ],
    [
      'same folder',
      'src/features/auth/components/Fake.tsx',
      "import { AuthCard } from './AuthCard';",
    ],
    ['its lazy pages', IN_AUTH_ROOT, "export const page = () => import('./pages/LoginPage');"],
    ['its own paths', IN_AUTH_PAGE, "import { authPaths } from '../paths';"],
    ['lib', IN_AUTH_PAGE, "import { routeTo } from '@/lib/paths/routeTo';"],
    ['a package', IN_AUTH_PAGE, "import { useState } from 'react';"],
  ])('%s', async (_kind, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('every folder of src/features is fenced in (the list is read from the disk)', () => {
  const features = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it.each(features)('%s', async (feature) => {
    const file = `src/features/${feature}/model/fake.ts`;
    expect(
      await boundaryErrors(file, "import '@/features/some-other-feature/model/x';"),
    ).toHaveLength(1);
    expect(await boundaryErrors(file, `import '@/features/${feature}/model/x';`)).toEqual([]);
  });
});

describe('the app reads features only through the files it gathers', () => {
  const IN_APP = 'src/app/fake.ts';
  it.each([
    [
      'the route table glob',
      "export const t = import.meta.glob('../features/*/routes.ts', { eager: true });",
      0,
    ],
    ['a routes.ts', "import routes from '@/features/auth/routes';", 0],
    [
      'the organization tabs glob',
      "export const t = import.meta.glob('../features/*/organizationTabs.ts', { eager: true });",
      0,
    ],
    ['a page', "import Login from '@/features/auth/pages/LoginPage';", 1],
    ["a feature's paths", "import { authPaths } from '@/features/auth/paths';", 1],
    ['an api', "export const load = () => import('../features/auth/api/auth.api');", 1],
    ['a barrel', "import * as auth from '@/features/auth';", 1],
    ['a glob over pages', "export const t = import.meta.glob('../features/*/pages/*.tsx');", 1],
    ['the demo API', "import '@/mocks/node';", 1],
  ])('%s', async (_kind, code, count) => {
    expect(await boundaryErrors(IN_APP, code)).toHaveLength(count);
  });
});

describe('lib knows no feature and no app', () => {
  it.each([
    ["import routes from '@/features/auth/routes';", 1],
    ["import routes from '../../features/auth/routes';", 1],
    ["import { menuOf } from '@/app/menu';", 1],
    ["export const load = () => import('@/app/menu');", 1],
    ["import { routeTo } from '@/lib/paths/routeTo';", 0],
  ])('%s', async (code, count) => {
    expect(await boundaryErrors('src/lib/auth/fake.ts', code)).toHaveLength(count);
  });
});

describe('lib knows no entity', () => {
  it.each([
    ['alias, index', "import { tripChanged } from '@/entities/trip';"],
    ['alias, deep', "import type { Trip } from '@/entities/trip/trips.types';"],
    ['relative', "import type { Trip } from '../../entities/trip';"],
    ['re-export', "export { tripChanged } from '@/entities/trip';"],
    ['dynamic', "export const load = () => import('@/entities/cart');"],
    ['import type query', "export type T = typeof import('@/entities/cart');"],
  ])('%s', async (_kind, code) => {
    expect(await boundaryErrors('src/lib/store/fake.ts', code)).toEqual([
      expect.stringMatching(/src\/lib knows no domain/),
    ]);
  });
});

describe('features and the app import an entity only through its index', () => {
  const IN_APP = 'src/app/fake.ts';
  it.each([
    ['alias, index', IN_AUTH_PAGE, "import { tripChanged } from '@/entities/trip';", 0],
    ['alias, index file', IN_AUTH_PAGE, "import { tripChanged } from '@/entities/trip/index';", 0],
    ['relative, index', IN_AUTH_PAGE, "import type { Trip } from '../../../entities/trip';", 0],
    ['dynamic, index', IN_APP, "export const load = () => import('@/entities/cart');", 0],
    // The startup-safe entry the route table's paths.ts read (URL values only).
    ['alias, slugs', IN_AUTH_ROOT, "import { SERVICE_TABS } from '@/entities/service/slugs';", 0],
    ['relative, slugs', IN_AUTH_ROOT, "import { T } from '../../entities/service/slugs';", 0],
    ['deep under slugs', IN_AUTH_PAGE, "import { X } from '@/entities/service/slugs/more';", 1],
    ['alias, deep', IN_AUTH_PAGE, "import type { Trip } from '@/entities/trip/trips.types';", 1],
    [
      'relative, deep',
      IN_AUTH_PAGE,
      "import { tripChanged } from '../../../entities/trip/trips.api';",
      1,
    ],
    [
      're-export, deep',
      IN_AUTH_PAGE,
      "export { tripChanged } from '@/entities/trip/trips.api';",
      1,
    ],
    ['re-export all, deep', IN_AUTH_ROOT, "export * from '../../entities/trip/trips.types';", 1],
    [
      'dynamic, deep',
      IN_APP,
      "export const load = () => import('@/entities/cart/persistence');",
      1,
    ],
    [
      'dynamic template, deep',
      IN_APP,
      'export const load = () => import(`../entities/cart/persistence`);',
      1,
    ],
    [
      'import type query, deep',
      IN_AUTH_PAGE,
      "export type T = typeof import('@/entities/cart/types');",
      1,
    ],
    [
      'glob over entities',
      IN_APP,
      "export const t = import.meta.glob('../entities/*/index.ts');",
      1,
    ],
  ])('%s', async (_kind, file, code, count) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(count);
    if (count) expect(errors[0]).toMatch(/imported only through its index/);
  });
});

describe('an entity imports lib, its own files and other entities through their index', () => {
  const IN_QUOTE = 'src/entities/quote/fake.ts';
  it.each([
    ['its own file, relative', "import { isQuoteEditable } from './editable';", 0],
    ['its own file, alias', "import { isQuoteEditable } from '@/entities/quote/editable';", 0],
    ['lib', "import { baseApi } from '@/lib/api/baseApi';", 0],
    ['another entity, index', "import type { PaymentIntent } from '@/entities/payment';", 0],
    ['another entity, relative index', "import type { PaymentIntent } from '../payment';", 0],
    ['another entity, deep', "import type { PaymentIntent } from '@/entities/payment/types';", 1],
    [
      'another entity, relative deep',
      "export { PAYMENT_INTENT_STATUSES } from '../payment/paymentIntent.types';",
      1,
    ],
    [
      'another entity, dynamic deep',
      "export const load = () => import('../payment/demoCards');",
      1,
    ],
    [
      'another entity, import type query deep',
      "export type T = typeof import('@/entities/payment/types');",
      1,
    ],
  ])('%s', async (_kind, code, count) => {
    const errors = await boundaryErrors(IN_QUOTE, code);
    expect(errors).toHaveLength(count);
    if (count) expect(errors[0]).toMatch(/imported only through its index/);
  });

  it.each([
    ['a feature', "import { ordersApi } from '@/features/orders/api/orders.api';"],
    ['a feature, relative', "import { ordersApi } from '../../features/orders/api/orders.api';"],
    ['a feature, dynamic', "export const load = () => import('@/features/orders/routes');"],
    ['a feature, re-export', "export { ordersApi } from '@/features/orders/api/orders.api';"],
    ['the app', "import { menuOf } from '@/app/menu';"],
  ])('importing %s fails', async (_what, code) => {
    expect(await boundaryErrors(IN_QUOTE, code)).toEqual([
      expect.stringMatching(/Entities do not import features or the app/),
    ]);
  });

  it('importing the demo API fails', async () => {
    expect(await boundaryErrors(IN_QUOTE, "import { db } from '@/mocks/db';")).toEqual([
      expect.stringMatching(/demo API never enters/),
    ]);
  });
});

describe('every folder of src/entities is fenced in (the list is read from the disk)', () => {
  const entities = readdirSync(path.join(ROOT, 'src/entities'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it.each(entities)('%s', async (entity) => {
    const file = `src/entities/${entity}/fake.ts`;
    expect(await boundaryErrors(file, "import '@/features/orders/routes';")).toHaveLength(1);
    expect(await boundaryErrors(file, `import './x';`)).toEqual([]);
  });
});
