import { describe, expect, it } from 'vitest';
import { tabAllowed, visibleTabs } from './visibleTabs';

describe('visibleTabs', () => {
  it.each([
    [{ buyer: true, seller: false }, ['external-service'], ['bank-accounts', 'kyc', 'balance']],
    [{ buyer: false, seller: true }, ['bank-accounts', 'kyc', 'offer'], ['external-service']],
    [{ buyer: false, seller: false }, [], ['bank-accounts', 'external-service']],
    [{ buyer: true, seller: true }, ['bank-accounts', 'external-service'], []],
  ])('%j shows %j and hides %j', (organization, shown, hidden) => {
    const tabs = visibleTabs(organization).map((definition) => definition.tab);
    expect(tabs.slice(0, 6)).toEqual([
      'main-information',
      'legal',
      'presentation',
      'emergency-contact',
      'invoice-configuration',
      'airports',
    ]);
    expect(tabs).toEqual(expect.arrayContaining(['users-list', ...shown]));
    for (const tab of hidden) expect(tabs).not.toContain(tab);
  });
});

describe('tabAllowed', () => {
  const accounting = { permission: 'ACCOUNTING_VIEW', ownOnly: true } as const;
  it.each([
    ['holding the key, on its own screen', accounting, true, true, true],
    ['without the key', accounting, false, true, false],
    ['on another organization (operator)', accounting, true, false, false],
    ['a tab without conditions', {}, false, false, true],
  ])('%s', (_case, definition, holds, own, expected) => {
    expect(tabAllowed(definition, () => holds, own)).toBe(expected);
  });
});
