import { describe, expect, it } from 'vitest';
import type { UserOrganization } from '@/lib/auth/types';
import { actingOrganizationOf } from './actingOrganization';

function organization(id: number, buyer: boolean, seller: boolean): UserOrganization {
  return { id, name: `Org ${id}`, currency: null, buyer, seller, rights: [] };
}

const mine = [
  organization(1, true, false),
  organization(2, false, true),
  organization(3, true, true),
  organization(4, false, false),
];

describe('the acting organization and its role', () => {
  it.each([
    ['a buyer', 1, ['buyer']],
    ['a seller', 2, ['seller']],
    ['both', 3, ['buyer', 'seller']],
    ['the marketplace (neither)', 4, ['operator']],
    ['another organization an operator acts on', 99, ['operator']],
  ])('%s', (_name, id, roles) => {
    expect(actingOrganizationOf({ id, name: `Org ${id}` }, mine)).toEqual({
      name: `Org ${id}`,
      roles,
    });
  });

  it('is nothing without a selected organization', () => {
    expect(actingOrganizationOf(null, mine)).toBeNull();
  });
});
