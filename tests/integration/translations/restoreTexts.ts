import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { platformApi } from '@/lib/api/platform.api';
import { i18next, mergeServerTranslations } from '@/lib/i18n/i18n';
import { seedConfiguration } from '@/mocks/domains/configuration/seed';

/**
 * A saved text changes the running app's i18next (that is the point): the screen tests of
 * other files share that instance, so each test here puts the seeded operator texts and the
 * bundled texts of the namespaces it edits back.
 */
export function restoreTexts(namespaces: readonly string[]): void {
  mergeServerTranslations(seedConfiguration().translations);
  for (const lng of ['en', 'fr']) {
    for (const ns of namespaces) {
      // From the file: i18next keeps (and so a save changes) the imported JSON module itself.
      const file = join(process.cwd(), 'locales', lng, `${ns}.json`);
      const bundle: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (i18next.hasResourceBundle(lng, ns) && typeof bundle === 'object' && bundle !== null) {
        i18next.addResourceBundle(lng, ns, bundle, true, true);
      }
    }
  }
}

type Store = Parameters<ReturnType<typeof platformApi.endpoints.publicConfiguration.select>>[0];

/**
 * Waits until the app has the operator's texts with `text` in them again (a save asks for
 * them after it is shown): a test that ended before would see them merged after its cleanup.
 */
export async function serverTextsHave(store: { getState: () => Store }, text: string) {
  const select = platformApi.endpoints.publicConfiguration.select(undefined);
  await waitFor(
    () => expect(JSON.stringify(select(store.getState()).data?.translations)).toContain(text),
    { timeout: 15_000 },
  );
}
