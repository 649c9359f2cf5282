import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  QUOTE_CANCELLATION_TYPES,
  type CancellationCondition,
  type QuoteCancellationType,
  type QuoteCancelledBy,
  useCancellationText,
} from '@/entities/quote';
import { cancellationPartyValues } from '@/lib/contract/generated/constants';
import { selectCurrency } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { FieldGrid, StaticTable, useDisplayFormat } from '@/lib/ui';
import { DEFAULT_SAMPLE, feePreview, type ConditionPreview } from '../model/feePreview';
import type { ConditionRow, PolicyFormValues } from '../model/policy.schema';

/** The rows complete enough to count (the others wait for their fields). */
function completeConditions(rows: readonly ConditionRow[] = []): CancellationCondition[] {
  return rows.flatMap((row) =>
    row.cancelledBy && row.rule && typeof row.priceRate === 'number' && !Number.isNaN(row.priceRate)
      ? [{ cancelledBy: row.cancelledBy, rule: row.rule, priceRate: row.priceRate }]
      : [],
  );
}

function numberOr(text: string, fallback: number): number {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * The worked example: for a sample order and cancellation (editable), the fee each condition
 * yields and the one charged, by the same function the order's cancellation suggests with.
 */
export function FeePreview() {
  const { t } = useTranslation('cancellationPolicies');
  const show = useDisplayFormat();
  const { ruleText } = useCancellationText();
  const currency = useAppSelector(selectCurrency);
  const rows = useWatch<PolicyFormValues, 'conditions'>({ name: 'conditions' });
  const [amount, setAmount] = useState(String(DEFAULT_SAMPLE.amount));
  const [hours, setHours] = useState(String(DEFAULT_SAMPLE.hoursBefore));
  const [cancelledBy, setCancelledBy] = useState<QuoteCancelledBy>(DEFAULT_SAMPLE.cancelledBy);
  const [type, setType] = useState<QuoteCancellationType>(DEFAULT_SAMPLE.cancellationType);
  const sample = {
    amount: numberOr(amount, 0),
    hoursBefore: numberOr(hours, 0),
    currency,
    cancelledBy,
    cancellationType: type,
  };
  const preview = feePreview(completeConditions(rows), sample);
  return (
    <Stack component="section" aria-labelledby="fee-preview-title" spacing={2}>
      <Typography id="fee-preview-title" component="h2" variant="h6">
        {t('preview.title')}
      </Typography>
      <FieldGrid columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}>
        <TextField
          label={t('preview.amount', { currency })}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={t('preview.hoursBefore')}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          select
          label={t('fields.cancelledBy')}
          value={cancelledBy}
          onChange={(event) =>
            setCancelledBy(
              cancellationPartyValues.find((party) => party === event.target.value) ?? 'customer',
            )
          }
        >
          {cancellationPartyValues.map((party) => (
            <MenuItem key={party} value={party}>
              {t(`parties.${party}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('preview.type')}
          value={type}
          onChange={(event) =>
            setType(
              QUOTE_CANCELLATION_TYPES.find((value) => value === event.target.value) ?? 'cancelled',
            )
          }
        >
          {QUOTE_CANCELLATION_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`preview.types.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </FieldGrid>
      <StaticTable<ConditionPreview>
        label={t('preview.tableLabel')}
        rows={preview.rows}
        getRowId={(row) => preview.rows.indexOf(row)}
        columns={[
          {
            id: 'condition',
            header: t('fields.rule'),
            render: (row) =>
              `${t(`parties.${row.condition.cancelledBy}`)} · ${ruleText(row.condition.rule)} · ${show.number(row.condition.priceRate) ?? ''} %`,
          },
          {
            id: 'applies',
            header: t('preview.applies'),
            render: (row) => show.yesNo(row.applies),
          },
          {
            id: 'fee',
            header: t('preview.fee'),
            render: (row) => show.money(row.fee, currency),
            numeric: true,
          },
        ]}
        emptyMessage={t('preview.noCondition')}
      />
      <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
        {preview.charged
          ? t('preview.charged', {
              fee: show.money(preview.charged.fee, currency),
              rule: ruleText(preview.charged.rule),
              rate: show.number(preview.charged.priceRate) ?? '',
            })
          : t('preview.nothingCharged')}
      </Typography>
    </Stack>
  );
}
