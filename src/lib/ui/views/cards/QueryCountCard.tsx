import type { ComponentType } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CountCard, type CountCardState } from './CountCard';

/** What a count card reads of its query: an RTK Query hook's result fits as it is. */
export interface CountQueryResult {
  data?: number;
  isError: boolean;
  refetch: () => unknown;
}

/** A home count is read again on every visit of the page: the work may have moved meanwhile. */
export const COUNT_QUERY_OPTIONS = { refetchOnMountOrArgChange: true } as const;

/**
 * A card counting records with one query, its sentence and the list that shows them, as data:
 *
 *   export default defineCountCard({
 *     namespace: 'trips',
 *     textKey: 'home.missingClearance',
 *     useCount: (options) => useTripCountQuery({ missingClearance: 'true' }, options),
 *     to: () => `${routeTo('trips.list')}?missingClearance=true`,
 *   });
 */
export interface CountCardSpec {
  /** The feature's i18n namespace. */
  namespace: string;
  /** The sentence, with plural forms: `<strong>{{count}}</strong> trips to clear`. */
  textKey: string;
  /** Values interpolated beside `count`. */
  values?: Readonly<Record<string, string | number>>;
  /** The count's query hook, called with the kit's options (read again on every visit). */
  useCount: (options: typeof COUNT_QUERY_OPTIONS) => CountQueryResult;
  /** Where the card leads: the list filtered to the counted records (read at render). */
  to: () => string;
}

/** The card of a declared count: loading, then the count as a link, or the failure with a retry. */
export function QueryCountCard({ namespace, textKey, values, useCount, to }: CountCardSpec) {
  const { t, ready } = useTranslation(namespace);
  const query = useCount(COUNT_QUERY_OPTIONS);
  const count = query.data;
  const card: CountCardState =
    count !== undefined && ready
      ? {
          status: 'ready',
          count,
          to: to(),
          text: (
            <Trans
              t={t}
              i18nKey={textKey}
              count={count}
              values={{ ...values, count }}
              components={{ strong: <strong /> }}
            />
          ),
        }
      : query.isError
        ? { status: 'error', retry: () => void query.refetch() }
        : { status: 'loading' };
  return <CountCard state={card} />;
}

/** The component a contribution lazily loads for a declared count card. */
export function defineCountCard(spec: CountCardSpec): ComponentType {
  const DeclaredCountCard = () => <QueryCountCard {...spec} />;
  DeclaredCountCard.displayName = `CountCard(${spec.namespace}:${spec.textKey})`;
  return DeclaredCountCard;
}
