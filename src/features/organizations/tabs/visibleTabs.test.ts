import { describe, expect, it } from 'vitest';
import { visibleTabs } from './visibleTabs';

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
