import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/app/routeTable';
import type { PathBuilder } from '../src/lib/pathBuilder';
import { patternOf, routeTo, type RouteId } from '../src/lib/paths/routeTo';
import { formatRouteIds, paramsOf, ROUTE_IDS_FILE } from './routeIds.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('the generated map of route ids (npm run routes:gen)', () => {
  it('is up to date with the gathered route tables', async () => {
    const onDisk = readFileSync(`${ROOT}/${ROUTE_IDS_FILE}`, 'utf8');
    expect(onDisk, `${ROUTE_IDS_FILE} is stale: run npm run routes:gen`).toBe(
      await formatRouteIds(appRoutes, ROOT),
    );
  });

  it.each([
    ['/trips', []],
    ['/order/:id/show', [{ name: 'id', optional: false }]],
    [
      '/parts/:id/show/:tab?',
      [
        { name: 'id', optional: false },
        { name: 'tab', optional: true },
      ],
    ],
  ])('reads the parameters of %s', (pattern, expected) => {
    expect(paramsOf(pattern)).toEqual(expected);
  });
});

/** Every route id but the catch-all, with values for its parameters (a choice when limited). */
const resolvable = appRoutes
  .filter((route) => route.path !== '*')
  .map((route) => {
    const params = Object.fromEntries(
      paramsOf(route.path).map(({ name }) => [name, route.choices?.[name]?.[0] ?? `v ${name}/é`]),
    );
    return [route.id, route.path, params] as const;
  });

describe('routeTo resolves every id of the gathered table', () => {
  it.each(resolvable)('%s (%s): React Router reads back its parameters', (id, path, params) => {
    const built = (routeTo as (id: string, params?: object) => string)(id, params);
    expect(matchRoutes([{ path }], built)?.[0]?.params).toEqual(params);
  });

  // The links between features, as they were built by the shared path table before.
  it.each([
    ['home.index', routeTo('home.index'), '/'],
    ['auth.login', routeTo('auth.login'), '/login'],
    ['auth.notAuthorized', routeTo('auth.notAuthorized'), '/not-authorized'],
    ['orders.manager', routeTo('orders.manager'), '/order'],
    ['orders.show', routeTo('orders.show', { id: 88 }), '/order/88/show'],
    ['invoices.show', routeTo('invoices.show', { id: 5 }), '/invoice/5/show'],
    ['account.show', routeTo('account.show', { tab: 'payment-method' }), '/account/payment-method'],
    ['account.invitations', routeTo('account.invitations'), '/invitations'],
    [
      'organizations.own',
      routeTo('organizations.own', { tab: 'accounting' }),
      '/organization/accounting',
    ],
    [
      'accounting.organizationOrder',
      routeTo('accounting.organizationOrder', { id: 3 }),
      '/organization/accounting/order/3/show',
    ],
    ['trips.detail', routeTo('trips.detail', { tripId: 41 }), '/trips/41'],
    ['trips.view', routeTo('trips.view', { tripId: 41 }), '/trip-view/41'],
    [
      'legs.airport',
      routeTo('legs.airport', { tripId: 1, eventId: 2, legId: 3 }),
      '/airport/1/2/3',
    ],
    [
      'slots.submit',
      routeTo('slots.submit', { tripId: 1, eventId: 2, legId: 3 }),
      '/submit-slot/1/2/3',
    ],
    ['shop.fuel', routeTo('shop.fuel', { tripId: 1, eventId: 2 }), '/fuel/1/2'],
    [
      'shop.checkout',
      routeTo('shop.checkout', { tripId: 1, stepId: 2, eventId: 3, airportId: 4 }),
      '/shop/checkout/1/2/3/4',
    ],
    ['registration.register', routeTo('registration.register'), '/register'],
    ['legal.termsOfUse', routeTo('legal.termsOfUse'), '/terms-of-use'],
  ])('%s -> %s', (_id, built, expected) => {
    expect(built).toBe(expected);
  });

  it('names an id no table registered', () => {
    expect(() => routeTo('orders.nope' as RouteId)).toThrow(/Route orders.nope is not registered/);
  });
});

type AnyBuilder = PathBuilder<string, Readonly<Record<string, readonly string[] | undefined>>>;

function buildersOf(tree: unknown, prefix: string): [string, AnyBuilder][] {
  if (typeof tree === 'function' && 'pattern' in tree) return [[prefix, tree as AnyBuilder]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => buildersOf(value, `${prefix}.${key}`));
}

const featurePaths = import.meta.glob<Record<string, unknown>>('../src/features/*/paths.ts', {
  eager: true,
});
const builders = Object.entries(featurePaths).flatMap(([file, module]) =>
  buildersOf(module, file.replace(/^\.\.\/src\/features\/|\/paths\.ts$/g, '')),
);

describe("each feature's paths (used inside the feature) are screens of the route table", () => {
  const patterns = new Set(appRoutes.map((route) => route.path.replace(/\/:(\w+)\?/g, '/:$1')));

  it('finds the builders', () => {
    expect(builders.length).toBeGreaterThan(70);
  });

  it.each(builders)('%s', (_name, builder) => {
    expect(patterns).toContain(builder.pattern);
  });

  it('registers each row under its id', () => {
    for (const route of appRoutes) expect(patternOf(route.id)).toBe(route.path);
  });
});
