import { describe, expect, it } from 'vitest';
import { defineDomain } from './defineDomain';
import { seedOrder } from './seedOrder';

const domain = (name: string, after?: string[]) => defineDomain({ name, after, handlers: [] });
const namesOf = (domains: readonly { name: string }[]) => domains.map(({ name }) => name);

describe('the seeding order', () => {
  it.each([
    ['no dependency: folder order', [domain('a'), domain('b'), domain('c')], ['a', 'b', 'c']],
    ['a domain after a later one', [domain('a', ['c']), domain('b'), domain('c')], ['c', 'a', 'b']],
    [
      'a chain',
      [domain('orders', ['trips']), domain('shop', ['orders']), domain('trips')],
      ['trips', 'orders', 'shop'],
    ],
    ['two dependencies', [domain('a', ['c', 'b']), domain('b'), domain('c')], ['c', 'b', 'a']],
  ])('%s', (_case, domains, expected) => {
    expect(namesOf(seedOrder(domains))).toEqual(expected);
  });

  it('refuses an unknown name', () => {
    expect(() => seedOrder([domain('orders', ['trip'])])).toThrow(
      'Domain orders seeds after trip, which is no domain.',
    );
  });

  it('refuses a cycle, naming it', () => {
    const domains = [domain('a', ['b']), domain('b', ['c']), domain('c', ['a'])];
    expect(() => seedOrder(domains)).toThrow(
      'Domains seed after each other in a cycle: a -> b -> c -> a.',
    );
  });

  it('refuses a domain after itself', () => {
    expect(() => seedOrder([domain('a', ['a'])])).toThrow('cycle: a -> a.');
  });
});
