import { describe, expect, it } from 'vitest';
import { fillPattern, isOneOf, resourcePaths, route, withQuery } from './pathBuilder';

const ACCOUNT_TABS = ['address-book', 'main-info', 'security'] as const;
const crews = resourcePaths('/crews', '/crews');
const registerValidation = route('/register-validation/:id');

describe('path builders fill their pattern', () => {
  it.each([
    ['no parameter', route('/login')(), '/login'],
    ['resource list', crews.list(), '/crews'],
    ['resource add', crews.add(), '/crews/add'],
    ['resource edit', crews.edit({ id: 7 }), '/crews/7/edit'],
    ['resource show', crews.show({ id: 7 }), '/crews/7/show'],
    ['resource duplicate', crews.duplicate({ id: '7' }), '/crews/7/duplicate'],
    [
      'a tab',
      route('/account/:tab', { tab: ACCOUNT_TABS })({ tab: 'security' }),
      '/account/security',
    ],
    [
      'several parameters',
      route('/airport/:tripId/:eventId/:legId')({ tripId: 1, eventId: 2, legId: 3 }),
      '/airport/1/2/3',
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
    expect(registerValidation(params)).toBe(expected);
    expect(fillPattern(registerValidation.pattern, params)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['not a number', Number.NaN],
  ])('refuses a missing value (%s)', (_name, id) => {
    expect(() => crews.show({ id })).toThrow(/parameter id/);
    expect(() => fillPattern(crews.show.pattern, { id })).toThrow(/parameter id/);
  });
});

describe('fillPattern (route table patterns)', () => {
  it.each([
    ['an optional parameter given', '/account/:tab?', { tab: 'security' }, '/account/security'],
    ['an optional parameter left out', '/account/:tab?', {}, '/account'],
    ['an optional parameter inside', '/parts/:id/show/:tab?', { id: 3 }, '/parts/3/show'],
    ['no parameter', '/login', undefined, '/login'],
  ])('%s', (_name, pattern, params, expected) => {
    expect(fillPattern(pattern, params)).toBe(expected);
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
