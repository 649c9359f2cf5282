import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeclaredListPage,
  enumFilter,
  listPageTexts,
  searchFilter,
  useDisplayFormat,
  type DataTableColumn,
  type ListFilter,
} from '@/lib/ui';
import { PRICE_LIST_STATUSES, PriceListStatusChip, type PriceList } from '@/entities/price-list';
import {
  useDeletePriceListMutation,
  useListPriceListsQuery,
  type PriceListFilter,
} from '../api/priceLists.api';
import { priceLists } from '../resource';
import { deleteMessage, nameOf } from '../components/priceListDisplay';

const DEFAULT_SORT = { sort: 'name', order: 'asc' } as const;

function useFilters(): ListFilter<PriceListFilter>[] {
  const { t } = useTranslation('priceLists');
  return useMemo(
    () => [
      searchFilter('search', t),
      enumFilter('status', t('fields.status'), PRICE_LIST_STATUSES, (s) => t(`statuses.${s}`)),
    ],
    [t],
  );
}

function useColumns(): DataTableColumn<PriceList>[] {
  const { t } = useTranslation('priceLists');
  const show = useDisplayFormat();
  return useMemo(
    () => [
      { id: 'name', header: t('fields.name'), render: nameOf },
      {
        id: 'company',
        header: t('fields.company'),
        render: (list) => list.company.companyName,
      },
      {
        id: 'lines',
        header: t('fields.lines'),
        render: (list) => t('list.lineCount', { count: list.lines.length }),
        hideOnXs: true,
        nowrap: true,
      },
      {
        id: 'status',
        header: t('fields.status'),
        render: (list) => <PriceListStatusChip status={list.status} />,
      },
      {
        id: 'updatedAt',
        header: t('fields.updatedAt'),
        render: (list) => show.date(list.updatedAt),
        hideOnXs: true,
        nowrap: true,
      },
    ],
    [t, show],
  );
}

/** /prices-management [PRICE_MANAGEMENT_VIEW]: the seller's price lists, one per client company. */
export default function PriceListListPage() {
  const { t } = useTranslation('priceLists');
  return (
    <DeclaredListPage
      {...listPageTexts(t)}
      resource={priceLists}
      useList={useListPriceListsQuery}
      useDelete={useDeletePriceListMutation}
      list={{ filters: useFilters(), defaultSort: DEFAULT_SORT }}
      columns={useColumns()}
      itemLabel={nameOf}
      createLabel={t('list.add')}
      deleteMessage={deleteMessage(t)}
    />
  );
}
