import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferCommission, OfferCommissionCategory } from '@/entities/offer';
import {
  useAddCommissionCategoryMutation,
  useDeleteCommissionCategoryMutation,
  useUpdateCommissionCategoryMutation,
} from '../api/offers.api';
import { categoryForm } from '../model/offer.forms';
import { RecordRowsTable } from './RecordRowsTable';

interface CategoryRatesProps {
  offerId: number;
  commission: OfferCommission;
  categories: readonly { value: number; label: string }[];
  readOnly: boolean;
}

/** The catalogue categories with a rate of their own (replacing the slice's rate). */
export function CategoryRates({ offerId, commission, categories, readOnly }: CategoryRatesProps) {
  const { t } = useTranslation('offers');
  const [add] = useAddCommissionCategoryMutation();
  const [update] = useUpdateCommissionCategoryMutation();
  const [remove] = useDeleteCommissionCategoryMutation();
  const form = useMemo(() => categoryForm(() => categories), [categories]);
  const nameOf = (rate: OfferCommissionCategory) =>
    categories.find((c) => c.value === rate.categoryId)?.label ?? String(rate.categoryId);
  return (
    <RecordRowsTable
      table={{
        label: t('commission.categories'),
        rows: commission.categories,
        rowHeader: 'category',
        emptyMessage: t('commission.noCategory'),
        columns: [
          { id: 'category', header: t('fields.categoryId'), render: nameOf },
          {
            id: 'rate',
            header: t('fields.rate'),
            align: 'right',
            render: (r) => t('commission.percent', { value: r.rate }),
          },
        ],
      }}
      texts={{
        add: t('commission.addCategory'),
        dialogTitle: () => t('commission.addCategory'),
        edit: (rate) => t('commission.editCategory', { name: nameOf(rate) }),
        delete: (rate) => t('commission.deleteCategory', { name: nameOf(rate) }),
      }}
      form={form}
      save={(payload, rate) =>
        rate
          ? update({ id: offerId, rateId: rate.id, ...payload })
          : add({ id: offerId, ...payload })
      }
      remove={(rate) => remove({ id: offerId, rateId: rate.id })}
      readOnly={readOnly}
    />
  );
}
