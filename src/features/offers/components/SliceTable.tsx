import { useTranslation } from 'react-i18next';
import type { OfferCommission, OfferCommissionSlice } from '@/entities/offer';
import { useDisplayFormat } from '@/lib/ui';
import {
  useAddCommissionSliceMutation,
  useDeleteCommissionSliceMutation,
  useUpdateCommissionSliceMutation,
} from '../api/offers.api';
import { sliceForm } from '../model/offer.forms';
import { RecordRowsTable } from './RecordRowsTable';

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
  const money = (amount: number) => show.money(amount, commission.currencyCode);
  const boundsOf = (slice: OfferCommissionSlice) =>
    slice.toAmount === null
      ? t('commission.from', { from: money(slice.fromAmount) })
      : t('commission.between', { from: money(slice.fromAmount), to: money(slice.toAmount) });
  const right = { align: 'right' } as const;
  return (
    <RecordRowsTable
      table={{
        label: t('commission.slices'),
        rows: commission.slices,
        rowHeader: 'amounts',
        emptyMessage: t('commission.noSlice'),
        columns: [
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
        ],
      }}
      texts={{
        add: t('commission.addSlice'),
        dialogTitle: (slice) => t(slice ? 'commission.editSliceTitle' : 'commission.addSlice'),
        edit: (slice) => t('commission.editSlice', { bounds: boundsOf(slice) }),
        delete: (slice) => t('commission.deleteSlice', { bounds: boundsOf(slice) }),
      }}
      form={sliceForm}
      save={(payload, slice) =>
        slice
          ? update({ id: offerId, sliceId: slice.id, ...payload })
          : add({ id: offerId, ...payload })
      }
      remove={(slice) => remove({ id: offerId, sliceId: slice.id })}
      // A refusal (it would leave a gap) is told by the error toast.
      confirmDelete={{
        title: t('commission.deleteSliceTitle'),
        message: (slice) => t('commission.deleteSliceMessage', { bounds: boundsOf(slice) }),
        loading: removal.isLoading,
      }}
      readOnly={readOnly}
    />
  );
}
