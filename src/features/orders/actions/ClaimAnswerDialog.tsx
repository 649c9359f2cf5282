import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REFUND_TYPES, type QuoteDetail } from '@/entities/quote';
import { fieldsFor, ResourceFormDialog, useDisplayFormat } from '@/lib/ui';
import { useQuoteClaimAnswerMutation } from '../api/orders.api';
import {
  claimAnswerSchema,
  toClaimAnswerPayload,
  type ClaimAnswerValues,
} from '../model/quoteForms';
import type { QuoteDialogProps } from './types';
import { useQuoteDone } from './useQuoteDone';

const Fields = fieldsFor<ClaimAnswerValues>();

/** The seller answers a claim: no refund, a partial one below the order's total, or all of it. */
export function ClaimAnswerDialog({ quote, onClose }: QuoteDialogProps) {
  const { t } = useTranslation('orders');
  const [answer] = useQuoteClaimAnswerMutation();
  const done = useQuoteDone();
  const schema = useMemo(() => claimAnswerSchema(quote.totalIncludingTax), [quote]);
  return (
    <ResourceFormDialog<ClaimAnswerValues>
      title={t('claimAnswer.title')}
      schema={schema}
      defaultValues={{ refundType: null, amount: null }}
      onSaved={() => done('answer-claim', quote)}
      mutation={(values) => {
        // The schema requires a refund type: a payload is always there once it passed.
        const payload = toClaimAnswerPayload(values);
        return payload === null
          ? { unwrap: () => Promise.resolve(null) }
          : answer({ id: quote.id, payload });
      }}
      submitLabel={t('actions.answer-claim')}
      onClose={onClose}
    >
      <RefundFields quote={quote} />
    </ResourceFormDialog>
  );
}

/** The amount only for a partial refund; the total said for a total one. */
function RefundFields({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const refundType = useWatch<ClaimAnswerValues, 'refundType'>({ name: 'refundType' });
  const total = show.money(quote.totalIncludingTax, quote.currency);
  return (
    <Stack spacing={2} useFlexGap sx={{ pt: 1 }}>
      <Fields.SelectField
        name="refundType"
        label={t('fields.refundType')}
        required
        options={REFUND_TYPES.map((value) => ({ value, label: t(`refundTypes.${value}`) }))}
      />
      {refundType === 'partial_refund' && (
        <Fields.MoneyField
          name="amount"
          label={t('fields.refundAmount')}
          currency={quote.currency}
          required
          helperText={t('claimAnswer.amountHelp', { total })}
        />
      )}
      {refundType === 'total_refund' && (
        <Alert severity="info">{t('claimAnswer.totalRefund', { total })}</Alert>
      )}
    </Stack>
  );
}
