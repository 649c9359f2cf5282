import { describe, expect, it } from 'vitest';
import { buildAbility, canKey, rightsInForce } from './abilities';
import { permissionKeyOf } from './permissions';
import type { SessionUser } from './types';

describe('permissionKeyOf (DECISIONS.md aliases)', () => {
  it.each([
    [{ action: 'read', subject: 'TRIP_ACCOUNTING' }, 'TRIP_ACCOUNTING_VIEW'],
    [{ action: 'create', subject: 'trip' }, 'TRIP_ADD'],
    [{ action: 'write', subject: 'organization_user' }, 'ORGANIZATION_USER_EDIT'],
    [{ action: 'delete', subject: 'OPERATOR_PARAMETER' }, 'OPERATOR_PARAMETER_DELETE'],
    [{ action: 'list', subject: 'crew' }, 'CREW_LIST'],
    [{ action: 'import', subject: 'attribute' }, 'ATTRIBUTE_IMPORT'],
    [{ action: 'request', subject: 'quote' }, 'QUOTE_REQUEST'],
    [{ action: 'group', subject: 'dashboard-hangar' }, 'DASHBOARD_HANGAR_GROUP'],
  ])('%o grants %s', (right, key) => {
    expect(permissionKeyOf(right)).toBe(key);
  });
});

const user: SessionUser = {
  id: 1,
  email: 'multi@demo.aero',
  firstName: 'Sam',
  lastName: 'Multi',
  profilePictureFileUrl: null,
  defaultLang: { code: 'en' },
  defaultCurrency: { code: 'EUR' },
  rights: [{ action: 'read', subject: 'CHAT' }],
  organizations: [
    {
      id: 10,
      name: 'Buyer',
      currency: { code: 'EUR' },
      buyer: true,
      seller: false,
      rights: [{ action: 'read', subject: 'TRIP' }],
    },
    {
      id: 20,
      name: 'Seller',
      currency: { code: 'EUR' },
      buyer: false,
      seller: true,
      rights: [{ action: 'write', subject: 'SERVICE' }],
    },
  ],
};

describe('buildAbility from the user and the selected organization', () => {
  it.each([
    [10, 'TRIP_VIEW', true],
    [10, 'SERVICE_EDIT', false],
    [20, 'SERVICE_EDIT', true],
    [20, 'TRIP_VIEW', false],
    [10, 'CHAT_VIEW', true],
    [20, 'CHAT_VIEW', true],
    [null, 'TRIP_VIEW', false],
    [10, 'DEFAULT_VIEW', true],
    [99, 'TRIP_VIEW', false],
  ] as const)('organization %s, %s -> %s', (organizationId, key, expected) => {
    const ability = buildAbility(rightsInForce(user, organizationId));
    expect(canKey(ability, key)).toBe(expected);
  });

  it('gives everyone DEFAULT_VIEW, even with no user', () => {
    expect(canKey(buildAbility(rightsInForce(null, null)), 'DEFAULT_VIEW')).toBe(true);
    expect(canKey(buildAbility([]), 'TRIP_VIEW')).toBe(false);
  });

  it('manage grants every action of the subject', () => {
    const ability = buildAbility([{ action: 'manage', subject: 'OPERATOR_CATEGORY' }]);
    expect(canKey(ability, 'OPERATOR_CATEGORY_DELETE')).toBe(true);
    expect(canKey(ability, 'OPERATOR_ATTRIBUTE_VIEW')).toBe(false);
  });
});
