import { describe, expect, it } from 'vitest';
import { buildAbility } from './abilities';
import { isPermissionKey, PERMISSION_KEYS, permissionKeyOf } from './permissions';

describe('the permission catalogue (spec sections 2 and 6)', () => {
  it.each([
    'DEFAULT_VIEW',
    'ACCOUNTING_VIEW',
    'ORGANIZATION_ACCOUNT_AIRCRAFT_VIEW',
    'ORGANIZATION_ACCOUNT_AIRCRAFT_ADD',
    'TRIP_SLOT_MANAGEMENT_VIEW',
    'DASHBOARD_HANGAR_VIEW',
    'NEGOTIATED_RATE_VIEW',
    'NEGOTIATED_RATE_EDIT',
    'CREW_VIEW',
    'CREW_ADD',
    'CREW_EDIT',
    'CREW_DELETE',
    'OPERATOR_PARAMETER_DELETE',
    'OPERATOR_ATTRIBUTE_IMPORT',
    'OPERATOR_SUBSCRIPTION_EDIT',
    'TRIP_ACCOUNTING_EDIT',
    'QUOTE_INVOICE_REQUEST',
  ])('knows %s', (key) => {
    expect(PERMISSION_KEYS).toContain(key);
    expect(isPermissionKey(key)).toBe(true);
  });

  it.each([
    ['an action the subject does not have', 'CREW_LIST'],
    ['a subject with no such action', 'NEGOTIATED_RATE_DELETE'],
    ['an unknown subject', 'OPERATOR_CACHE_DELETE'],
    ['lower case', 'crew_view'],
    ['no action', 'CREW'],
    ['empty', ''],
  ])('rejects %s: %s', (_name, key) => {
    expect(isPermissionKey(key)).toBe(false);
  });

  it('lists each key once', () => {
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
  });
});

describe('rights the front office does not know yet', () => {
  it('still grant their key in the ability, without becoming typed keys', () => {
    const right = { action: 'read', subject: 'FUTURE_REPORT' };
    expect(permissionKeyOf(right)).toBe('FUTURE_REPORT_VIEW');
    expect(isPermissionKey(permissionKeyOf(right))).toBe(false);
    const ability = buildAbility([right]);
    expect(ability.can('VIEW', 'FUTURE_REPORT')).toBe(true);
    expect(ability.can('VIEW', 'TRIP')).toBe(false);
  });
});
