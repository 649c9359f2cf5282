import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isOneOf, withQuery } from './pathBuilder';
import { ACCOUNT_TABS, paths } from './paths';

describe('path builders fill their pattern', () => {
  it.each([
    ['home', paths.home(), '/'],
    ['login', paths.login(), '/login'],
    ['not authorized', paths.notAuthorized(), '/not-authorized'],
    ['orders manager', paths.orders.manager(), '/order'],
    ['crews list', paths.crews.list(), '/crews'],
    ['crew add', paths.crews.add(), '/crews/add'],
    ['crew edit', paths.crews.edit({ id: 7 }), '/crews/7/edit'],
    ['crew show', paths.crews.show({ id: 7 }), '/crews/7/show'],
    ['crew duplicate', paths.crews.duplicate({ id: '7' }), '/crews/7/duplicate'],
    ['account tab', paths.account({ tab: 'security' }), '/account/security'],
    [
      'own organization tab',
      paths.organization.own({ tab: 'users-list' }),
      '/organization/users-list',
    ],
    [
      'operator organization editor',
      paths.organization.edit({ id: 12, tab: 'legal' }),
      '/organization/12/legal',
    ],
    [
      'organization user',
      paths.organization.user({ organizationId: 3, organizationUserId: 9 }),
      '/organization/3/user/9',
    ],
    ['trip', paths.trips.detail({ tripId: 41 }), '/trips/41'],
    ['airport of a leg', paths.legs.airport({ tripId: 1, eventId: 2, legId: 3 }), '/airport/1/2/3'],
    ['slot request', paths.slots.submit({ tripId: 1, eventId: 2, legId: 3 }), '/submit-slot/1/2/3'],
    ['offer tab', paths.offers.edit({ id: 5, tab: 'commission' }), '/offer/5/commission/edit'],
    [
      'cancellation policy',
      paths.cancellationPolicies.show({ id: 2 }),
      '/cancellation-policy/2/show',
    ],
    [
      'price management',
      paths.priceManagement.duplicate({ id: 2 }),
      '/price-management/2/duplicate',
    ],
    ['order show', paths.orders.show({ id: 88 }), '/order/88/show'],
    [
      'helicopter shop validation',
      paths.shop.helicopterValidate({
        tripId: 1,
        stepId: 2,
        eventId: 3,
        requiredOrganizationId: 4,
        destinationId: 5,
        type: 'arrival',
      }),
      '/shop/service/helicopter/trip/1/step/2/event/3/organization/4/5/arrival/validate',
    ],
  ])('%s -> %s', (_name, built, expected) => {
    expect(built).toBe(expected);
  });
});

describe('parameters are encoded, never spliced in raw', () => {
  it.each([
    ['a slash stays in its segment', { id: 'a/b' }, '/register-validation/a%2Fb'],
    ['a question mark is not a query', { id: 'x?admin=1' }, '/register-validation/x%3Fadmin%3D1'],
    ['spaces and accents', { id: 'é t' }, '/register-validation/%C3%A9%20t'],
    ['dots are one segment', { id: '..' }, '/register-validation/..'],
  ])('%s', (_name, params, expected) => {
    expect(paths.registerValidation(params)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['not a number', Number.NaN],
  ])('refuses a missing value (%s)', (_name, id) => {
    expect(() => paths.crews.show({ id })).toThrow(/parameter id/);
  });
});

describe('withQuery', () => {
  it.each([
    ['adds values', '/login', { redirect: '/trips?page=2' }, '/login?redirect=%2Ftrips%3Fpage%3D2'],
    [
      'leaves out empty ones',
      '/shop',
      { start_at: '2026-05-01', end_at: null },
      '/shop?start_at=2026-05-01',
    ],
    ['nothing to add', '/shop', { a: undefined }, '/shop'],
    ['appends to a query', '/trips?page=2', { sort: 'date' }, '/trips?page=2&sort=date'],
  ])('%s', (_name, path, query, expected) => {
    expect(withQuery(path, query)).toBe(expected);
  });
});

describe('tabs read from the URL', () => {
  it.each([
    ['security', true],
    ['main-info', true],
    ['admin', false],
    [undefined, false],
  ])('%s is an account tab: %s', (tab, expected) => {
    expect(isOneOf(ACCOUNT_TABS, tab)).toBe(expected);
  });
});

interface AnyBuilder {
  (params?: Record<string, string>): string;
  pattern: string;
  choices: Readonly<Record<string, readonly string[] | undefined>>;
}

function isBuilder(value: unknown): value is AnyBuilder {
  return typeof value === 'function' && 'pattern' in value;
}

function buildersOf(tree: object, prefix = 'paths'): [string, AnyBuilder][] {
  return Object.entries(tree).flatMap(([key, value]): [string, AnyBuilder][] => {
    if (isBuilder(value)) return [[`${prefix}.${key}`, value]];
    return typeof value === 'object' && value !== null ? buildersOf(value, `${prefix}.${key}`) : [];
  });
}

const builders = buildersOf(paths);

describe('every path of the table', () => {
  it('has a distinct pattern in React Router syntax', () => {
    const patterns = builders.map(([, builder]) => builder.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) expect(pattern).toMatch(/^\/([\w-]+|:\w+)?(\/([\w-]+|:\w+))*$/);
    expect(builders.length).toBeGreaterThan(80);
  });

  it.each(builders)(
    '%s: React Router reads back the parameters it was built with',
    (_name, builder) => {
      const names = [...builder.pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const params = Object.fromEntries(
        names.map((name) => [name, builder.choices[name]?.[0] ?? `v ${name}/é`]),
      );
      const built = builder(params);
      expect(matchRoutes([{ path: builder.pattern }], built)?.[0]?.params).toEqual(params);
    },
  );
});
