import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { visibleTabs } from '@/entities/organization';
import { organizationTabs } from './organizationTabs';

function texts(language: string): Record<string, Record<string, string>> {
  const url = new URL(`../../locales/${language}/organizations.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, Record<string, string>>;
}

const PROFILE_TABS = [
  'main-information',
  'legal',
  'presentation',
  'emergency-contact',
  'invoice-configuration',
  'airports',
];

describe('the organization tabs gathered from src/features/*/organizationTabs.ts', () => {
  it('come in the strip order: profile, finance, users', () => {
    expect(organizationTabs.map((definition) => definition.tab)).toEqual([
      ...PROFILE_TABS,
      'bank-accounts',
      'kyc',
      'offer',
      'balance',
      'external-account',
      'external-service',
      'accounting',
      'users-list',
      'workroles',
    ]);
  });

  // The strip shows every tab while only the page's namespace is loaded: a label in a tab's own
  // namespace would print its key until that tab is opened.
  it.each(['en', 'fr'])('have their labels in the page namespace, translated in %s', (language) => {
    const tabs = texts(language)['tabs'] ?? {};
    for (const { labelKey } of organizationTabs) {
      const [namespace, key] = labelKey.split(':');
      expect(namespace, labelKey).toBe('organizations');
      expect(tabs[(key ?? '').replace(/^tabs\./, '')], labelKey).toEqual(expect.any(String));
    }
  });

  it.each([
    [{ buyer: true, seller: false }, ['external-service'], ['bank-accounts', 'kyc', 'balance']],
    [{ buyer: false, seller: true }, ['bank-accounts', 'kyc', 'offer'], ['external-service']],
    [{ buyer: false, seller: false }, [], ['bank-accounts', 'external-service']],
    [{ buyer: true, seller: true }, ['bank-accounts', 'external-service'], []],
  ])('%j shows %j and hides %j', (organization, shown, hidden) => {
    const tabs = visibleTabs(organization, organizationTabs).map((definition) => definition.tab);
    expect(tabs.slice(0, 6)).toEqual(PROFILE_TABS);
    expect(tabs).toEqual(expect.arrayContaining(['users-list', ...shown]));
    for (const tab of hidden) expect(tabs).not.toContain(tab);
  });
});
