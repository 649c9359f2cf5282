import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CANCELLATION_RULES,
  feeOf,
  type ApplyCancellationPayload,
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
  toCancellationPayload,
  type CancellationOutput,
  type CancellationValues,
} from '../model/quoteForms';
import { PendingDialog } from './PendingDialog';
import type { QuoteDialogProps } from './types';

const Fields = fieldsFor<CancellationValues>();

/**
 * The seller applies the cancellation policies to a cancelled order: the rule the policy
 * suggests, prefilled, and the fee it makes, updated as the rate is typed.
 */
export function ApplyCancellationDialog({ quote, onClose }: QuoteDialogProps) {
  const { t } = useTranslation('orders');
  const { ruleText } = useCancellationText();
  const preview = useQuoteCancellationPreviewQuery(quote.id);
  const [apply] = useQuoteApplyCancellationMutation();
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
  const { suggested, policy } = preview.data;
  return (
    <ResourceFormDialog<CancellationValues, CancellationOutput, ApplyCancellationPayload>
      title={t('cancellation.title')}
      schema={cancellationSchema}
      defaultValues={{
        rule: CANCELLATION_RULES.find((rule) => rule === suggested?.rule) ?? null,
        priceRate: suggested?.priceRate ?? null,
      }}
      toPayload={toCancellationPayload}
      mutation={(payload) => apply({ id: quote.id, payload })}
      submitLabel={t('actions.apply-cancellation-policies')}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Typography variant="body2">
          {t('cancellation.policy', { name: policy?.name ?? t('cancellation.noPolicy') })}
        </Typography>
        <Typography variant="body2">
          {suggested
            ? t('cancellation.suggested', {
                rule: ruleText(suggested.rule),
                rate: suggested.priceRate,
              })
            : t('cancellation.noneApplies')}
        </Typography>
        <Fields.SelectField
          name="rule"
          label={t('fields.cancellationRule')}
          required
          options={CANCELLATION_RULES.map((rule) => ({ value: rule, label: ruleText(rule) }))}
        />
        <Fields.NumberField name="priceRate" label={t('fields.priceRate')} unit="%" required />
        <CancellationFee quote={quote} />
      </Box>
    </ResourceFormDialog>
  );
}

/** The fee at the rate typed, out of the order's total. */
function CancellationFee({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const rate = useWatch<CancellationValues, 'priceRate'>({ name: 'priceRate' });
  const fee =
    typeof rate === 'number' && rate >= 0 && rate <= 100
      ? feeOf(quote.totalIncludingTax, rate, quote.currency)
      : null;
  return (
    <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
      {t('cancellation.fee', {
        fee: fee === null ? '—' : show.money(fee, quote.currency),
        total: show.money(quote.totalIncludingTax, quote.currency),
      })}
    </Typography>
  );
}
