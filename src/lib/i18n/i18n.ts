import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/config/constants';
import {
  actions,
  app,
  language,
  status as commonStatus,
  unreachable,
} from '@locales/en/common.json';
import { form, password } from '@locales/en/ui.json';
import { login } from '@locales/en/auth.json';

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
const bundledJson = import.meta.glob<Bundle>(
  [
    '/locales/en/*.json',
    '!/locales/en/common.json',
    '!/locales/en/ui.json',
    '!/locales/en/auth.json',
    '!/locales/en/validation.json',
  ],
  { import: 'default' },
);
/**
 * The whole English bundles of the partial namespaces (below), as text modules of their own: a
 * JSON import of the same file would be the startup chunk's module, with every group kept.
 */
const bundledText = import.meta.glob<string>(
  [
    '/locales/en/common.json',
    '/locales/en/ui.json',
    '/locales/en/auth.json',
    '/locales/en/validation.json',
  ],
  {
    query: '?raw',
    import: 'default',
  },
);
const bundled: Record<string, () => Promise<Bundle>> = {
  ...bundledJson,
  ...Object.fromEntries(
    Object.entries(bundledText).map(([file, load]) => [file, () => load().then(parseBundle)]),
  ),
};

function parseBundle(text: string): Bundle {
  const bundle: unknown = JSON.parse(text);
  return typeof bundle === 'object' && bundle !== null ? (bundle as Bundle) : {};
}

/**
 * The default language's texts that the login page shows ship inside the startup chunk: the
 * first page renders without waiting for a round trip. Only the groups the bare pages read are
 * taken (JSON named imports, so the others stay out of the chunk); `completeBundledTexts` adds
 * the rest before any other page renders. Other languages and namespaces load on demand.
 */
const EAGER_RESOURCES: Record<string, Bundle> = {
  // `unreachable`: the restore at start may show it before any page (app/layout/ServerUnreachable).
  common: { app, actions, status: commonStatus, language, unreachable },
  // Field messages show after a first submit: the whole bundle arrives with the rest, when idle.
  validation: {},
  ui: { form, password },
  auth: { login },
};

const PARTIAL_BUNDLES = ['common', 'ui', 'auth', 'validation'] as const;
let completion: Promise<void> | null = null;

/**
 * Adds the groups the startup chunk left out of the partial English bundles (once; existing
 * keys, such as the operator's overrides, are kept). Every page but the login page awaits it.
 */
export function completeBundledTexts(instance: I18n = i18next): Promise<void> {
  completion ??= Promise.all(
    PARTIAL_BUNDLES.map(async (ns) => {
      const load = bundled[`/locales/${DEFAULT_LANGUAGE}/${ns}.json`];
      if (load) instance.addResourceBundle(DEFAULT_LANGUAGE, ns, await load(), true, false);
    }),
  ).then(() => applyServerTranslations(instance));
  return completion;
}

/** The loader of one bundled file; other languages' loaders arrive with their own module. */
async function loaderOf(lng: string, ns: string): Promise<(() => Promise<Bundle>) | undefined> {
  const file = `/locales/${lng}/${ns}.json`;
  if (lng === DEFAULT_LANGUAGE) return bundled[file];
  const { otherLanguageBundles } = await import('./otherLanguages');
  return otherLanguageBundles[file];
}

/**
 * Starts fetching the bundled texts of `namespaces` now, in parallel with a page's chunk, so that
 * i18next's later load of them is instant (the module is cached).
 */
export function prefetchNamespaces(language: string, namespaces: readonly string[]): void {
  for (const ns of namespaces) void loaderOf(language, ns).then((load) => load?.());
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
        const load = await loaderOf(lng, ns);
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
