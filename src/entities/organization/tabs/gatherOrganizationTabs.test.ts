import { describe, expect, it } from 'vitest';
import { gatherOrganizationTabs } from './gatherOrganizationTabs';
import type { OrganizationTabDefinition } from './organizationTabs.types';

const tab = (name: OrganizationTabDefinition['tab'], order: number): OrganizationTabDefinition => ({
  tab: name,
  order,
  group: 'profile',
  labelKey: `organizations:tabs.${name}`,
  namespaces: [],
  load: () => Promise.resolve({ default: () => null }),
});

describe('gatherOrganizationTabs', () => {
  it('interleaves the features’ tabs by their order, whatever the file order', () => {
    const tabs = gatherOrganizationTabs({
      'a/organizationTabs.ts': [tab('kyc', 110), tab('accounting', 170)],
      'b/organizationTabs.ts': [tab('legal', 20), tab('main-information', 10)],
      'c/organizationTabs.ts': [tab('workroles', 220)],
    });
    expect(tabs.map((definition) => definition.tab)).toEqual([
      'main-information',
      'legal',
      'kyc',
      'accounting',
      'workroles',
    ]);
  });

  it('fails at start on a tab declared twice, naming both files', () => {
    expect(() =>
      gatherOrganizationTabs({
        'a/organizationTabs.ts': [tab('kyc', 1)],
        'b/organizationTabs.ts': [tab('kyc', 2)],
      }),
    ).toThrow('Tab kyc is declared in a/organizationTabs.ts and in b/organizationTabs.ts');
  });

  it('fails at start on a file without its default export', () => {
    expect(() => gatherOrganizationTabs({ 'a/organizationTabs.ts': undefined })).toThrow(
      'a/organizationTabs.ts must default-export its defineOrganizationTabs([...])',
    );
  });
});
