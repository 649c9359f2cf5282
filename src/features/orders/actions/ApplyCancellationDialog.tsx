import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  feeOf,
  isWaiver,
  roundMoney,
  type ApplyCancellationPayload,
  type CancellationDue,
  type QuoteCancellationPreview,
  type QuoteDetail,
  useCancellationText,
} from '@/entities/quote';
import { fieldsFor, ResourceFormDialog, useDisplayFormat } from '@/lib/ui';
import {
  useQuoteApplyCancellationMutation,
  useQuoteCancellationPreviewQuery,
} from '../api/orders.api';
import {
  cancellationSchema,
  cancellationValues,
  toCancellationPayload,
  type CancellationOutput,
  type CancellationValues,
} from '../model/quoteForms';
import { PendingDialog } from './PendingDialog';
import type { QuoteDialogProps } from './types';
import { useQuoteDone } from './useQuoteDone';

const Fields = fieldsFor<CancellationValues>();

/**
 * The seller applies the order's cancellation policy to a cancelled order: the rule of the
 * order's copy that matches the cancellation (shown, never chosen) and its rate, prefilled. The
 * rate may only go down, and a lower rate asks why (the buyer reads it); the fee follows it.
 */
export function ApplyCancellationDialog({ quote, onClose }: QuoteDialogProps) {
  const { t } = useTranslation('orders');
  const preview = useQuoteCancellationPreviewQuery(quote.id);
  if (!preview.data) {
    return (
      <PendingDialog
        label={t('cancellation.title')}
        error={preview.error}
        onRetry={() => void preview.refetch()}
        onClose={onClose}
      />
    );
  }
  return <ApplyCancellationForm quote={quote} preview={preview.data} onClose={onClose} />;
}

function ApplyCancellationForm({
  quote,
  preview,
  onClose,
}: QuoteDialogProps & { preview: QuoteCancellationPreview }) {
  const { t } = useTranslation('orders');
  const { conditionText } = useCancellationText();
  const [apply] = useQuoteApplyCancellationMutation();
  const done = useQuoteDone();
  const due = preview.suggested;
  const schema = useMemo(() => cancellationSchema(due), [due]);
  return (
    <ResourceFormDialog<CancellationValues, CancellationOutput, ApplyCancellationPayload>
      title={t('cancellation.title')}
      schema={schema}
      defaultValues={cancellationValues(due)}
      toPayload={(values) => toCancellationPayload(due, values)}
      onSaved={() => done('apply-cancellation-policies', quote)}
      mutation={(payload) => apply({ id: quote.id, payload })}
      submitLabel={t('actions.apply-cancellation-policies')}
      onClose={onClose}
    >
      <Stack spacing={2} useFlexGap sx={{ pt: 1 }}>
        <Typography variant="body2">
          {t('cancellation.policy', { name: preview.policy?.name ?? t('cancellation.noPolicy') })}
        </Typography>
        <Typography variant="body2">
          {due
            ? t('cancellation.rule', {
                condition: conditionText({
                  cancelledBy: preview.cancelledBy ?? 'customer',
                  rule: due.rule,
                  priceRate: due.priceRate,
                }),
              })
            : t('show.noConditionApplies')}
        </Typography>
        {/* At 0 % there is nothing to waive: the rate is the policy's, shown in the fee. */}
        {due && due.priceRate > 0 && (
          <>
            <Fields.NumberField
              name="priceRate"
              label={t('fields.priceRate')}
              unit="%"
              required
              helperText={t('cancellation.rateHelp', { max: due.priceRate })}
            />
            <WaiverReason due={due} />
          </>
        )}
        <CancellationFee quote={quote} due={due} />
      </Stack>
    </ResourceFormDialog>
  );
}

/** The reason the buyer reads, asked only when the rate is below the policy's. */
function WaiverReason({ due }: { due: CancellationDue }) {
  const { t } = useTranslation('orders');
  const rate = useWatch<CancellationValues, 'priceRate'>({ name: 'priceRate' });
  if (!isWaiver(due, rate)) return null;
  return (
    <Fields.TextField
      name="waiverReason"
      label={t('fields.waiverReason')}
      helperText={t('cancellation.reasonHelp')}
      required
      multiline
      minRows={2}
    />
  );
}

/** The fee at the rate typed, out of the order's total, and what a lower rate waives. */
function CancellationFee({ quote, due }: { quote: QuoteDetail; due: CancellationDue | null }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const rate = useWatch<CancellationValues, 'priceRate'>({ name: 'priceRate' });
  const fee =
    typeof rate === 'number' && rate >= 0 && rate <= 100
      ? feeOf(quote.totalIncludingTax, rate, quote.currency)
      : null;
  const waived =
    due && fee !== null && isWaiver(due, rate) ? roundMoney(due.fee - fee, quote.currency) : null;
  return (
    <Box aria-live="polite">
      <Typography sx={{ fontWeight: 600 }}>
        {t('cancellation.fee', {
          fee: fee === null ? '—' : show.money(fee, quote.currency),
          total: show.money(quote.totalIncludingTax, quote.currency),
        })}
      </Typography>
      {due && waived !== null && waived > 0 && (
        <Typography variant="body2">
          {t('cancellation.waived', {
            policyFee: show.money(due.fee, quote.currency),
            waived: show.money(waived, quote.currency),
          })}
        </Typography>
      )}
    </Box>
  );
}
