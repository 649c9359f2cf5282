import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUOTE_PAYMENT_TERMS,
  QUOTE_STATES,
  type QuoteFilterOption,
  type QuoteFilterOptions,
} from '@/entities/quote';
import type { ListFilter } from '@/lib/ui';
import type { QuoteFilterKey } from '../model/quoteFilter';

function choices(options: readonly QuoteFilterOption[] | undefined) {
  return (options ?? []).map((option) => ({ value: String(option.id), label: option.label }));
}

/** The search, "needs my action" and every quote filter of section 3 (choices from GET api/quote-filters). */
export function useQuoteFilters(
  options: QuoteFilterOptions | undefined,
): ListFilter<QuoteFilterKey>[] {
  const { t } = useTranslation('orders');
  return useMemo(
    () => [
      // Issue 18: a reference found at once, and what waits for me, in view before the spec's filters.
      { kind: 'search', key: 'search', label: t('filters.search') },
      { kind: 'boolean', key: 'needsAction', label: t('filters.needsAction'), primary: true },
      { kind: 'dateRange', key: 'period', label: t('filters.period'), primary: true },
      {
        kind: 'select',
        key: 'state',
        label: t('filters.state'),
        options: QUOTE_STATES.map((value) => ({ value, label: t(`states.${value}`) })),
        primary: true,
      },
      { kind: 'boolean', key: 'cancelled', label: t('filters.cancelled') },
      {
        kind: 'select',
        key: 'paymentTerm',
        label: t('filters.paymentTerm'),
        options: QUOTE_PAYMENT_TERMS.map((value) => ({
          value,
          label: t(`paymentTerms.${value}`),
        })),
      },
      { kind: 'boolean', key: 'withSepaTerms', label: t('filters.withSepaTerms') },
      {
        kind: 'select',
        key: 'movementType',
        label: t('filters.movementType'),
        options: (['arrival', 'departure'] as const).map((value) => ({
          value,
          label: t(`movements.${value}`),
        })),
      },
      {
        kind: 'select',
        key: 'flightMission',
        label: t('filters.flightMission'),
        options: (options?.flightMissions ?? []).map((value) => ({ value, label: value })),
      },
      {
        kind: 'select',
        key: 'airport',
        label: t('filters.airport'),
        options: choices(options?.airports),
      },
      {
        kind: 'select',
        key: 'aircraft',
        label: t('filters.aircraft'),
        options: choices(options?.aircrafts),
      },
      {
        kind: 'select',
        key: 'helicopter',
        label: t('filters.helicopter'),
        options: choices(options?.helicopters),
      },
      {
        kind: 'select',
        key: 'product',
        label: t('filters.product'),
        options: choices(options?.products),
      },
      {
        kind: 'select',
        key: 'customer',
        label: t('filters.customer'),
        options: choices(options?.customers),
      },
      {
        kind: 'select',
        key: 'provider',
        label: t('filters.provider'),
        options: choices(options?.providers),
      },
    ],
    [t, options],
  );
}
