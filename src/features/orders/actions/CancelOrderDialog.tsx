import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { QUOTE_CANCELLATION_TYPES, type QuoteCancellationType } from '@/entities/quote';
import { ActionDialog, fieldsFor } from '@/lib/ui';
import { useQuoteCancelOrderMutation } from '../api/orders.api';
import type { QuoteDialogProps } from './types';
import { useQuoteDone } from './useQuoteDone';

interface CancelOrderValues {
  cancellationType: QuoteCancellationType;
}

const schema = z.object({ cancellationType: z.enum(QUOTE_CANCELLATION_TYPES) });
const Fields = fieldsFor<CancelOrderValues>();

/** Cancel the order: its cancellation type, then confirmed. */
export function CancelOrderDialog({ quote, onClose }: QuoteDialogProps) {
  const { t } = useTranslation('orders');
  const [cancelOrder] = useQuoteCancelOrderMutation();
  const done = useQuoteDone();
  return (
    <ActionDialog<CancelOrderValues>
      destructive
      title={t('confirm.cancel-order.title', { reference: quote.reference })}
      message={t('confirm.cancel-order.message')}
      confirmLabel={t('actions.cancel-order')}
      schema={schema}
      defaultValues={{ cancellationType: 'cancelled' }}
      onSaved={() => done('cancel-order', quote)}
      mutation={(payload) => cancelOrder({ id: quote.id, payload })}
      onClose={onClose}
    >
      <Fields.SelectField
        name="cancellationType"
        label={t('fields.cancellationType')}
        options={QUOTE_CANCELLATION_TYPES.map((value) => ({
          value,
          label: t(`cancellationTypes.${value}`),
        }))}
      />
    </ActionDialog>
  );
}
