/**
 * The bundled texts of the languages other than the default one, loaded with this module: their
 * loaders (one per file) stay out of the startup chunk, which every visitor fetches.
 */
export const otherLanguageBundles = import.meta.glob<Record<string, unknown>>(
  ['/locales/*/*.json', '!/locales/en/*.json'],
  { import: 'default' },
);
