import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferCommission, OfferCommissionCategory } from '@/entities/offer';
import { StaticTable } from '@/lib/ui';
import {
  useAddCommissionCategoryMutation,
  useDeleteCommissionCategoryMutation,
  useUpdateCommissionCategoryMutation,
} from '../api/offers.api';
import { categoryForm } from '../model/offer.forms';
import { DeclaredDialog } from './DeclaredDialog';

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
  const [editing, setEditing] = useState<OfferCommissionCategory | null | undefined>(undefined);
  const form = useMemo(() => categoryForm(() => categories), [categories]);
  const nameOf = (rate: OfferCommissionCategory) =>
    categories.find((c) => c.value === rate.categoryId)?.label ?? String(rate.categoryId);
  return (
    <Stack spacing={2}>
      <StaticTable<OfferCommissionCategory>
        label={t('commission.categories')}
        rows={commission.categories}
        getRowId={(rate) => rate.id}
        rowHeader="category"
        emptyMessage={t('commission.noCategory')}
        columns={[
          { id: 'category', header: t('fields.categoryId'), render: nameOf },
          {
            id: 'rate',
            header: t('fields.rate'),
            align: 'right',
            render: (r) => t('commission.percent', { value: r.rate }),
          },
        ]}
        rowActions={
          readOnly
            ? undefined
            : (rate) => (
                <>
                  <IconButton
                    aria-label={t('commission.editCategory', { name: nameOf(rate) })}
                    onClick={() => setEditing(rate)}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('commission.deleteCategory', { name: nameOf(rate) })}
                    onClick={() => void remove({ id: offerId, rateId: rate.id })}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              )
        }
      />
      {!readOnly && (
        <div>
          <Button variant="outlined" onClick={() => setEditing(null)}>
            {t('commission.addCategory')}
          </Button>
        </div>
      )}
      {editing !== undefined && (
        <DeclaredDialog
          title={t('commission.addCategory')}
          form={form}
          record={editing ?? undefined}
          save={(payload) =>
            editing
              ? update({ id: offerId, rateId: editing.id, ...payload })
              : add({ id: offerId, ...payload })
          }
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
