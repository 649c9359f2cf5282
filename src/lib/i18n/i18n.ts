import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/config/constants';

/** Namespaces loaded at start; feature namespaces load when a page asks for them. */
export const CORE_NAMESPACES = ['common', 'validation', 'ui'] as const;

/** The http layer's texts (toasts) load after the first paint, or with the first toast. */
export const DEFERRED_NAMESPACES = ['http'] as const;

/** Runs `show` once `ns` is loaded: at once when it already is (the usual case). */
export function withNamespace(ns: string, show: () => void, instance: I18n = i18next): void {
  if (instance.hasLoadedNamespace(ns)) show();
  else void instance.loadNamespaces(ns).then(show);
}

type Bundle = Record<string, unknown>;
const bundled = import.meta.glob<Bundle>('/locales/*/*.json', { import: 'default' });

/**
 * The default language's core texts ship inside the startup chunk: the first page renders
 * without waiting for a round trip. Other languages and namespaces load on demand.
 */
const eager = import.meta.glob<Bundle>(
  [
    '/locales/en/common.json',
    '/locales/en/validation.json',
    '/locales/en/ui.json',
    '/locales/en/auth.json',
  ],
  { import: 'default', eager: true },
);
const EAGER_RESOURCES = Object.fromEntries(
  Object.entries(eager).map(([file, bundle]) => [file.replace(/^.*\/(\w+)\.json$/, '$1'), bundle]),
);

/**
 * Starts fetching the bundled texts of `namespaces` now, in parallel with a page's chunk, so that
 * i18next's later load of them is instant (the module is cached).
 */
export function prefetchNamespaces(language: string, namespaces: readonly string[]): void {
  for (const ns of namespaces) void bundled[`/locales/${language}/${ns}.json`]?.();
}

/** The operator's translations from marketplace-public-configuration, by locale then namespace. */
let serverTranslations: Record<string, Record<string, Bundle>> = {};

function applyServerTranslations(instance: I18n) {
  for (const [lng, namespaces] of Object.entries(serverTranslations)) {
    for (const [ns, bundle] of Object.entries(namespaces)) {
      // Only over a loaded bundle: adding to an absent one would stop i18next loading the bundled file.
      if (bundle && typeof bundle === 'object' && instance.hasResourceBundle(lng, ns)) {
        instance.addResourceBundle(lng, ns, bundle, true, true);
      }
    }
  }
}

/** Server wins: its texts override the bundled ones now and after every later namespace load. */
export function mergeServerTranslations(
  translations: Record<string, Record<string, Bundle>>,
  instance: I18n = i18next,
) {
  serverTranslations = translations;
  // Consumers re-render on the store's 'added' event (react.bindI18nStore below).
  applyServerTranslations(instance);
}

export async function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  if (i18next.isInitialized) {
    if (i18next.language !== language) await i18next.changeLanguage(language);
    return i18next;
  }
  i18next.on('loaded', () => applyServerTranslations(i18next));
  await i18next
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        const load = bundled[`/locales/${lng}/${ns}.json`];
        return load ? load() : {};
      }),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...CORE_NAMESPACES],
      resources: { [DEFAULT_LANGUAGE]: EAGER_RESOURCES },
      // The eager English bundles above are partial: everything else comes from the backend.
      partialBundledLanguages: true,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Start fetching the texts now, not on the next tick: they are on the first paint's path.
      initAsync: false,
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  return i18next;
}

export { i18next };
