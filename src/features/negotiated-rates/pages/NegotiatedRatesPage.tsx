import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { routeTo } from '@/lib/paths/routeTo';
import {
  ResourceListPage,
  listPageTexts,
  searchFilter,
  useResourceList,
  type DataTableColumn,
  type ListFilter,
  type ResourceAction,
} from '@/lib/ui';
import {
  useDeleteNegotiatedRateMutation,
  useListNegotiatedRatesQuery,
  type NegotiatedRate,
  type NegotiatedRateFilter,
} from '@/entities/negotiated-rate';
import { PriceListStatusChip } from '@/entities/price-list';
import { EditIcon } from '@/lib/ui/views/icons';
import { NegotiatedRateDialog } from '../components/NegotiatedRateDialog';

const DEFAULT_SORT = { sort: 'companyName', order: 'asc' } as const;
const companyOf = (rate: NegotiatedRate) => rate.companyName;

function useFilters(): ListFilter<NegotiatedRateFilter>[] {
  const { t } = useTranslation('negotiatedRates');
  return useMemo(
    () => [
      searchFilter('search', t),
      { kind: 'boolean', key: 'priceList', label: t('filters.withPriceList') },
    ],
    [t],
  );
}

/** The price list that applies to the company, linked to it when the user may see it. */
function PriceListCell({ rate }: { rate: NegotiatedRate }) {
  const { t } = useTranslation('negotiatedRates');
  const can = useCan();
  const list = rate.priceList;
  if (!list) return <>{t('list.noPriceList')}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {can('PRICE_MANAGEMENT_VIEW') ? (
        <Link component={RouterLink} to={routeTo('priceLists.show', { id: list.id })}>
          {list.name}
        </Link>
      ) : (
        <span>{list.name}</span>
      )}
      <PriceListStatusChip status={list.status} />
    </Stack>
  );
}

function useColumns(): DataTableColumn<NegotiatedRate>[] {
  const { t } = useTranslation('negotiatedRates');
  return useMemo(
    () => [
      { id: 'companyName', header: t('fields.companyName'), render: companyOf },
      {
        id: 'intracommunityVatNumber',
        header: t('fields.intracommunityVatNumber'),
        render: (rate) => rate.intracommunityVatNumber,
      },
      {
        id: 'priceList',
        header: t('fields.priceList'),
        render: (rate) => <PriceListCell rate={rate} />,
      },
    ],
    [t],
  );
}

/**
 * /negotiated-rates [NEGOTIATED_RATE_VIEW]: the seller's client companies and the price list
 * each gets; added and edited in a dialog, writes offered only with NEGOTIATED_RATE_EDIT.
 */
export default function NegotiatedRatesPage() {
  const { t } = useTranslation('negotiatedRates');
  const resource = useResourceList({ filters: useFilters(), defaultSort: DEFAULT_SORT });
  const result = useListNegotiatedRatesQuery(resource.args);
  const [remove] = useDeleteNegotiatedRateMutation();
  const [adding, setAdding] = useState(false);
  const actions: ResourceAction<NegotiatedRate>[] = [
    {
      kind: 'dialog',
      id: 'edit',
      permission: 'NEGOTIATED_RATE_EDIT',
      label: (rate) => t('list.edit', { name: rate.companyName }),
      icon: <EditIcon />,
      dialog: (rate, close) => <NegotiatedRateDialog rate={rate} onClose={close} />,
    },
    {
      kind: 'delete',
      permission: 'NEGOTIATED_RATE_EDIT',
      remove: (rate) => remove(rate.id),
      message: (rate) =>
        rate.priceList
          ? t('list.deleteWithPriceList', { name: rate.companyName, list: rate.priceList.name })
          : t('list.deleteMessage', { name: rate.companyName }),
    },
  ];
  return (
    <>
      <ResourceListPage
        {...listPageTexts(t)}
        resource={resource}
        result={result}
        columns={useColumns()}
        itemLabel={companyOf}
        create={{
          permission: 'NEGOTIATED_RATE_EDIT',
          label: t('list.add'),
          onClick: () => setAdding(true),
        }}
        actions={actions}
        intro={
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('list.intro')}
          </Typography>
        }
      />
      {adding && <NegotiatedRateDialog onClose={() => setAdding(false)} />}
    </>
  );
}
