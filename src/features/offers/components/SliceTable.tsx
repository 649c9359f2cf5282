import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferCommission, OfferCommissionSlice } from '@/entities/offer';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ConfirmDialog, StaticTable, useDisplayFormat } from '@/lib/ui';
import {
  useAddCommissionSliceMutation,
  useDeleteCommissionSliceMutation,
  useUpdateCommissionSliceMutation,
} from '../api/offers.api';
import { sliceForm } from '../model/offer.forms';
import { DeclaredDialog } from './DeclaredDialog';

interface SliceTableProps {
  offerId: number;
  commission: OfferCommission;
  readOnly: boolean;
}

/** The slice table: each slice's amounts, rate, fixed part and minimum; added, edited, deleted. */
export function SliceTable({ offerId, commission, readOnly }: SliceTableProps) {
  const { t } = useTranslation('offers');
  const show = useDisplayFormat();
  const [add] = useAddCommissionSliceMutation();
  const [update] = useUpdateCommissionSliceMutation();
  const [remove, removal] = useDeleteCommissionSliceMutation();
  // undefined: closed; null: a new slice; a slice: editing it.
  const [editing, setEditing] = useState<OfferCommissionSlice | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<OfferCommissionSlice | null>(null);
  const money = (amount: number) => show.money(amount, commission.currencyCode);
  const boundsOf = (slice: OfferCommissionSlice) =>
    slice.toAmount === null
      ? t('commission.from', { from: money(slice.fromAmount) })
      : t('commission.between', { from: money(slice.fromAmount), to: money(slice.toAmount) });
  const right = { align: 'right' } as const;
  return (
    <Stack spacing={2}>
      <StaticTable<OfferCommissionSlice>
        label={t('commission.slices')}
        rows={commission.slices}
        getRowId={(slice) => slice.id}
        rowHeader="amounts"
        emptyMessage={t('commission.noSlice')}
        columns={[
          { id: 'amounts', header: t('commission.amounts'), render: boundsOf },
          {
            id: 'rate',
            header: t('fields.rate'),
            ...right,
            render: (s) => t('commission.percent', { value: s.rate }),
          },
          {
            id: 'fixed',
            header: t('fields.fixedCommission'),
            ...right,
            render: (s) => money(s.fixedCommission),
          },
          {
            id: 'minimum',
            header: t('fields.minimumCommission'),
            ...right,
            render: (s) => money(s.minimumCommission),
          },
        ]}
        rowActions={
          readOnly
            ? undefined
            : (slice) => (
                <>
                  <IconButton
                    aria-label={t('commission.editSlice', { bounds: boundsOf(slice) })}
                    onClick={() => setEditing(slice)}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('commission.deleteSlice', { bounds: boundsOf(slice) })}
                    onClick={() => setDeleting(slice)}
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
            {t('commission.addSlice')}
          </Button>
        </div>
      )}
      {editing !== undefined && (
        <DeclaredDialog
          title={t(editing ? 'commission.editSliceTitle' : 'commission.addSlice')}
          form={sliceForm}
          record={editing ?? undefined}
          save={(payload) =>
            editing
              ? update({ id: offerId, sliceId: editing.id, ...payload })
              : add({ id: offerId, ...payload })
          }
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('commission.deleteSliceTitle')}
        message={deleting && t('commission.deleteSliceMessage', { bounds: boundsOf(deleting) })}
        destructive
        loading={removal.isLoading}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          // A refusal (it would leave a gap) is told by the error toast; the dialog closes.
          void remove({ id: offerId, sliceId: deleting.id }).then(() => setDeleting(null));
        }}
      />
    </Stack>
  );
}
