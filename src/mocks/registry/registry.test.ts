import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { defineDomain, isDomain } from './defineDomain';
import { loadDomains, ownersOf } from './registry';

const { domains, handlers } = await loadDomains();

describe('the registry', () => {
  it('finds every folder of src/mocks/domains, in folder order', () => {
    const folders = readdirSync(new URL('../domains/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(domains.map((domain) => domain.name)).toEqual(folders);
    expect(handlers).toHaveLength(domains.reduce((sum, domain) => sum + domain.handlers.length, 0));
  });

  it('seeds each domain collection once loaded', () => {
    for (const collection of ['users', 'organizations', 'configuration', 'crewMembers']) {
      expect(db, collection).toHaveProperty(collection);
    }
    expect(ownersOf(domains).get('crewMembers')?.name).toBe('fleet');
  });

  it('is loaded once however many callers ask', async () => {
    expect((await loadDomains()).domains).toBe(domains);
  });

  it('refuses two domains seeding the same collection', () => {
    const a = defineDomain({ name: 'a', seed: () => ({ crewMembers: [] }), handlers: [] });
    const b = defineDomain({ name: 'b', seed: () => ({ crewMembers: [] }), handlers: [] });
    expect(() => ownersOf([a, b])).toThrow('Collection crewMembers is seeded by a and b.');
  });

  it.each([
    ['a domain', { name: 'x', handlers: [] }, true],
    ['a domain with a seed', { name: 'x', handlers: [], seed: () => ({}) }, true],
    ['no name', { handlers: [] }, false],
    ['handlers that are not a list', { name: 'x', handlers: {} }, false],
    ['a seed that is not a function', { name: 'x', handlers: [], seed: [] }, false],
    ['a domain seeded after others', { name: 'x', handlers: [], after: ['y'] }, true],
    ['after that is not a list of names', { name: 'x', handlers: [], after: 'y' }, false],
    ['nothing', undefined, false],
  ])('tells %s from a mistake', (_, value, expected) => {
    expect(isDomain(value)).toBe(expected);
  });
});
