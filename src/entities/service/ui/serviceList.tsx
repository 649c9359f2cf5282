import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { enumFilter, type DataTableColumn, type ListFilter } from '@/lib/ui';
import {
  SERVICE_STATUSES,
  SERVICE_TYPOLOGIES,
  VALIDATION_STATES,
  type ServiceSummary,
} from '../service.types';
import {
  useGetOperatorServiceFiltersQuery,
  type OperatorServiceFilter,
  type ServiceFilter,
} from '../services.api';
import { AirportCodes, useAirportCodes } from './AirportName';
import { usePriceText } from './ServiceDetail';
import { ServiceStateChip, ServiceStatusChip } from './ServiceStateChip';

/** Sellers and airports found among services (the filters offer only what can match). */
export function useServiceChoices(rows: readonly ServiceSummary[] | undefined) {
  const airportIds = useMemo(() => (rows ?? []).flatMap((row) => row.airportIds), [rows]);
  const codes = useAirportCodes(airportIds);
  return useMemo(() => {
    const airports = [...codes.entries()]
      .map(([id, code]) => ({ value: String(id), label: code }))
      .sort((a, b) => a.label.localeCompare(b.label));
    const sellers = new Map((rows ?? []).map((row) => [row.seller.id, row.seller.name]));
    return {
      airports,
      sellers: [...sellers.entries()]
        .map(([id, name]) => ({ value: String(id), label: name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    };
  }, [codes, rows]);
}

/**
 * The operator's choices from GET api/operator/product-filters: every seller with a service and
 * every airport a service names, not only those of the page in view.
 */
export function useOperatorServiceChoices(): ReturnType<typeof useServiceChoices> {
  const { data } = useGetOperatorServiceFiltersQuery(null);
  return useMemo(
    () => ({
      sellers: (data?.sellers ?? []).map((s) => ({ value: String(s.id), label: s.name })),
      airports: (data?.airports ?? []).map((a) => ({ value: String(a.id), label: a.icao })),
    }),
    [data],
  );
}

/** The seller's list filters (four in view): typology, airport, validation state, status. */
export function useServiceFilters(
  choices: ReturnType<typeof useServiceChoices>,
  statusInView = true,
): ListFilter<ServiceFilter>[] {
  const { t } = useTranslation('services');
  return useMemo(
    () => [
      {
        kind: 'search',
        key: 'search',
        label: t('list.searchLabel'),
        placeholder: t('list.searchPlaceholder'),
      },
      {
        ...enumFilter('typology', t('fields.typology'), SERVICE_TYPOLOGIES, (value) =>
          t(`enums:ProductTypology.${value}`),
        ),
        primary: true,
      },
      {
        kind: 'select',
        key: 'airport',
        label: t('fields.airports'),
        options: choices.airports,
        primary: true,
      },
      {
        ...enumFilter('validationState', t('fields.validationState'), VALIDATION_STATES, (value) =>
          t(`validation.${value}`),
        ),
        primary: true,
      },
      {
        ...enumFilter('status', t('fields.status'), SERVICE_STATUSES, (value) =>
          t(`status.${value}`),
        ),
        primary: statusInView,
      },
    ],
    [t, choices, statusInView],
  );
}

/** The operator's: the seller first, then the seller's (status folds under "More filters"). */
export function useOperatorServiceFilters(
  choices: ReturnType<typeof useServiceChoices>,
): ListFilter<OperatorServiceFilter>[] {
  const { t } = useTranslation('services');
  const base = useServiceFilters(choices, false);
  return useMemo(() => {
    const [search, ...rest] = base;
    const seller: ListFilter<OperatorServiceFilter> = {
      kind: 'select',
      key: 'seller',
      label: t('fields.seller'),
      options: choices.sellers,
      primary: true,
    };
    return search ? [search, seller, ...rest] : [seller, ...rest];
  }, [t, base, choices]);
}

/**
 * Table widths (px) under which the secondary columns fold, the least needed first: with the
 * seller's column the price was pushed out of a 1280 px screen.
 */
const FOLD = { visibility: 1200, status: 1100, typology: 900 } as const;

/** The lists' columns; the operator's adds the seller. */
export function useServiceColumns(withSeller: boolean): DataTableColumn<ServiceSummary>[] {
  const { t } = useTranslation('services');
  const priceText = usePriceText();
  return useMemo(
    () => [
      { id: 'name', header: t('fields.name'), render: (row) => row.name },
      ...(withSeller
        ? [
            {
              id: 'seller',
              header: t('fields.seller'),
              render: (row: ServiceSummary) => row.seller.name,
            },
          ]
        : []),
      {
        id: 'typology',
        header: t('fields.typology'),
        render: (row) => t(`enums:ProductTypology.${row.typology}`),
        hideOnXs: true,
        hideBelow: FOLD.typology,
      },
      {
        id: 'airports',
        header: t('fields.airports'),
        render: (row) => <AirportCodes ids={row.airportIds} />,
        hideOnXs: true,
      },
      {
        id: 'status',
        header: t('fields.status'),
        render: (row) => <ServiceStatusChip status={row.status} />,
        hideOnXs: true,
        hideBelow: FOLD.status,
      },
      {
        id: 'visibility',
        header: t('fields.visibility'),
        render: (row) => t(`visibility.${row.visible ? 'visible' : 'invisible'}`),
        hideOnXs: true,
        hideBelow: FOLD.visibility,
      },
      {
        id: 'validationState',
        header: t('fields.validationState'),
        render: (row) => <ServiceStateChip state={row.validationState} />,
      },
      { id: 'price', header: t('fields.price'), render: (row) => priceText(row), numeric: true },
    ],
    [t, withSeller, priceText],
  );
}
