import { withTagTypes } from '@/lib/api/baseApi';
import type { Schemas } from '@/lib/api/contract';
import { defineListQuery, type Page } from '@/lib/api/listQuery';
import { platformApi } from '@/lib/api/platform.api';
import { i18next, mergeServerTranslations } from '@/lib/i18n/i18n';
import type { ListParams } from '@/lib/ui/controllers/list/listParams';

export type TranslationEntry = Schemas['TranslationEntry'];
export type TranslationChange = Schemas['TranslationChange'];
export type TranslationLocale = Schemas['TranslationLocale'];
export type CacheState = Schemas['CacheState'];
type TranslationPage = Schemas['TranslationPage'];

/** The list's filters as they appear in the URL. */
export type TranslationFilter = 'search' | 'namespace' | 'missing' | 'edited';

const translationQuery = defineListQuery<TranslationFilter>({
  search: 'search',
  filters: { missing: { boolean: 'missing' }, edited: { boolean: 'edited' } },
});

const TRANSLATION = 'Translation';
const CACHE = 'Cache';

/** `services/menu.services`: a key's path in the API's URLs. */
function keyPath(namespace: string, key: string): string {
  return `api/translations/${encodeURIComponent(namespace)}/${encodeURIComponent(key)}`;
}

/**
 * The saved text shows at once in this app (the namespace's loaded bundle is updated in place,
 * a reset too), and the operator's texts are asked for again so the next namespace loaded
 * gets them: other apps get them on their next load, through marketplace-public-configuration.
 */
async function showSaved(
  entry: TranslationEntry,
  locale: TranslationLocale,
  refetch: () => Promise<{ data?: Schemas['PublicConfiguration'] }>,
) {
  const text = entry.texts[locale];
  if (text !== null && i18next.hasResourceBundle(locale, entry.namespace)) {
    i18next.addResource(locale, entry.namespace, entry.key, text);
  }
  const { data } = await refetch();
  if (data) mergeServerTranslations(data.translations);
}

export const translationsApi = withTagTypes([TRANSLATION, CACHE]).injectEndpoints({
  endpoints: (build) => ({
    listTranslations: build.query<Page<TranslationEntry>, ListParams<TranslationFilter>>({
      query: (params) => ({ url: 'api/translations', params: translationQuery(params) }),
      // pageOf reads one array per page; this one carries its namespaces too.
      transformResponse: (page: TranslationPage): Page<TranslationEntry> => ({
        items: page.translations,
        total: page.totalItems,
      }),
      providesTags: [TRANSLATION],
    }),
    /** Every namespace of the catalogue (the filter's choices), from a one-row page. */
    listTranslationNamespaces: build.query<string[], undefined>({
      query: () => ({ url: 'api/translations', params: { numberOfItemsPerPage: 1 } }),
      transformResponse: (page: TranslationPage) => page.namespaces,
    }),
    /** One key by its id (`services:menu.services`), through the list's search. */
    findTranslation: build.query<TranslationEntry | null, string>({
      query: (id) => ({
        url: 'api/translations',
        params: {
          namespace: id.slice(0, id.indexOf(':')),
          searchQuery: id.slice(id.indexOf(':') + 1),
          numberOfItemsPerPage: 100,
        },
      }),
      transformResponse: (page: TranslationPage, _meta, id) =>
        page.translations.find((entry) => entry.id === id) ?? null,
      providesTags: [TRANSLATION],
    }),
    translationHistory: build.query<TranslationChange[], { namespace: string; key: string }>({
      query: ({ namespace, key }) => `${keyPath(namespace, key)}/history`,
      providesTags: [TRANSLATION],
    }),
    updateTranslation: build.mutation<
      TranslationEntry,
      { namespace: string; key: string; locale: TranslationLocale; text: string | null }
    >({
      query: ({ namespace, key, locale, text }) => ({
        url: keyPath(namespace, key),
        method: 'PATCH',
        data: { locale, text },
      }),
      invalidatesTags: [TRANSLATION, CACHE, 'Configuration'],
      async onQueryStarted({ locale }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        await showSaved(data, locale, () =>
          dispatch(
            platformApi.endpoints.publicConfiguration.initiate(undefined, { forceRefetch: true }),
          ),
        );
      },
    }),
    undoTranslationChange: build.mutation<TranslationEntry, TranslationChange>({
      query: (change) => ({
        url: `api/translation-change/${change.id}/undo`,
        method: 'POST',
        // An undo inside the history dialog: a toast, not the POST's modal alert over it.
        meta: { success: 'updated', forceToast: true },
      }),
      invalidatesTags: [TRANSLATION, CACHE, 'Configuration'],
      async onQueryStarted(change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        await showSaved(data, change.locale, () =>
          dispatch(
            platformApi.endpoints.publicConfiguration.initiate(undefined, { forceRefetch: true }),
          ),
        );
      },
    }),
    cacheState: build.query<CacheState, undefined>({
      query: () => 'api/cache',
      providesTags: [CACHE],
    }),
    clearCache: build.mutation<CacheState, undefined>({
      query: () => ({ url: 'api/cache', method: 'DELETE' }),
      invalidatesTags: [CACHE],
    }),
  }),
});

export const {
  useListTranslationsQuery,
  useListTranslationNamespacesQuery,
  useFindTranslationQuery,
  useTranslationHistoryQuery,
  useUpdateTranslationMutation,
  useUndoTranslationChangeMutation,
  useCacheStateQuery,
  useClearCacheMutation,
} = translationsApi;
