import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_TAB_DEFINITIONS } from './registry';

function texts(language: string): Record<string, Record<string, string>> {
  const url = new URL(`../../../../locales/${language}/organizations.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, Record<string, string>>;
}

describe('organization tab labels', () => {
  // The strip shows every tab while only the page's namespace is loaded: a label in a tab's own
  // namespace would print its key until that tab is opened.
  it.each(['en', 'fr'])('are all in the page namespace, translated in %s', (language) => {
    const tabs = texts(language)['tabs'] ?? {};
    for (const { labelKey } of ORGANIZATION_TAB_DEFINITIONS) {
      const [namespace, key] = labelKey.split(':');
      expect(namespace, labelKey).toBe('organizations');
      expect(tabs[(key ?? '').replace(/^tabs\./, '')], labelKey).toEqual(expect.any(String));
    }
  });
});
