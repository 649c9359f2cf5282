import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MuiTextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import type { UploadedFile } from '@/lib/api/files.types';
import {
  CLAIM_NATURES,
  QUOTE_CANCELLATION_TYPES,
  REFUND_TYPES,
  type QuoteCancellationType,
  type QuoteDetail,
} from '@/entities/quote';
import { uploadFile } from '@/lib/files';
import { CANCELLATION_RULES, feeOf, nextLineStatuses } from '@/entities/quote';
import {
  applyServerErrors,
  ApiErrorMessage,
  ConfirmDialog,
  ErrorState,
  fieldsFor,
  FormDialog,
  LoadingState,
  useDisplayFormat,
} from '@/lib/ui';
import { DateTimeField } from '@/lib/ui/form/DateTimeField';
import {
  useQuoteApplyCancellationMutation,
  useQuoteCancellationPreviewQuery,
  useQuoteCancelOrderMutation,
  useQuoteClaimAnswerMutation,
  useQuoteClaimMutation,
  useQuoteLinesDatesMutation,
  useQuoteLinesStatusMutation,
} from '../api/orders.api';
import {
  cancellationSchema,
  changedStatuses,
  claimAnswerSchema,
  claimSchema,
  EMPTY_CLAIM,
  EVIDENCE_MAX_BYTES,
  lineDatesSchema,
  lineDatesValues,
  lineStatusValues,
  toCancellationPayload,
  toClaimAnswerPayload,
  type CancellationOutput,
  type CancellationValues,
  type ClaimAnswerValues,
  type ClaimOutput,
  type ClaimValues,
  type LineDatesValues,
  type LineStatusValues,
} from '../model/quoteForms';
import { useRuleText } from './useRuleText';

interface DialogProps {
  quote: QuoteDetail;
  onClose: () => void;
}

/* Cancel the order: the cancellation type, then confirmed ------------------------------------ */

export function CancelOrderDialog({ quote, onClose }: DialogProps) {
  const { t } = useTranslation('orders');
  const [type, setType] = useState<QuoteCancellationType>('cancelled');
  const [cancelOrder, state] = useQuoteCancelOrderMutation();
  const confirm = async () => {
    try {
      await cancelOrder({ id: quote.id, payload: { cancellationType: type } }).unwrap();
      onClose();
    } catch {
      // The error shows in the dialog.
    }
  };
  return (
    <ConfirmDialog
      open
      destructive
      title={t('confirm.cancel-order.title', { reference: quote.reference })}
      message={t('confirm.cancel-order.message')}
      confirmLabel={t('actions.cancel-order')}
      loading={state.isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <MuiTextField
        select
        fullWidth
        sx={{ mt: 2 }}
        label={t('fields.cancellationType')}
        value={type}
        onChange={(event) => {
          const next = QUOTE_CANCELLATION_TYPES.find((value) => value === event.target.value);
          if (next) setType(next);
        }}
      >
        {QUOTE_CANCELLATION_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`cancellationTypes.${value}`)}
          </MenuItem>
        ))}
      </MuiTextField>
      {state.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          <ApiErrorMessage error={state.error} />
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

/* Line statuses: forward only ---------------------------------------------------------------- */

const StatusFields = fieldsFor<LineStatusValues>();

export function LineStatusDialog({ quote, onClose }: DialogProps) {
  const { t } = useTranslation('orders');
  const [save] = useQuoteLinesStatusMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<LineStatusValues>({ defaultValues: lineStatusValues(quote.lines) });
  const submit = async (values: LineStatusValues) => {
    setErrors([]);
    const lines = changedStatuses(quote.lines, values);
    if (lines.length === 0) {
      onClose();
      return;
    }
    try {
      await save({ id: quote.id, payload: { lines } }).unwrap();
      onClose();
    } catch (error) {
      setErrors(applyServerErrors(form, apiErrorOf(error)));
    }
  };
  return (
    <FormDialog
      title={t('lineStatus.title')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      errors={errors}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {quote.lines.map((line, index) => (
          <StatusFields.SelectField
            key={line.id}
            name={`lines.${index}.status`}
            label={line.productName}
            options={[line.status, ...nextLineStatuses(line.status)].map((status) => ({
              value: status,
              label: t(`lineStatuses.${status}`),
            }))}
          />
        ))}
      </Box>
    </FormDialog>
  );
}

/* Line dates (24 h) -------------------------------------------------------------------------- */

export function LineDatesDialog({ quote, onClose }: DialogProps) {
  const { t } = useTranslation('orders');
  const [save] = useQuoteLinesDatesMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<LineDatesValues>({
    defaultValues: lineDatesValues(quote.lines),
    resolver: zodResolver(lineDatesSchema),
  });
  const submit = async (values: LineDatesValues) => {
    setErrors([]);
    try {
      await save({ id: quote.id, payload: values }).unwrap();
      onClose();
    } catch (error) {
      setErrors(applyServerErrors(form, apiErrorOf(error)));
    }
  };
  return (
    <FormDialog
      title={t('lineDates.title')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      errors={errors}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {quote.lines.map((line, index) => (
          <Box
            key={line.id}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            <Typography sx={{ gridColumn: '1 / -1', fontWeight: 600 }}>
              {line.productName}
            </Typography>
            <DateTimeField<LineDatesValues>
              name={`lines.${index}.startAt`}
              label={t('fields.startAt')}
            />
            <DateTimeField<LineDatesValues>
              name={`lines.${index}.endAt`}
              label={t('fields.endAt')}
            />
          </Box>
        ))}
      </Box>
    </FormDialog>
  );
}

/* Claim (client): nature, comment, evidence -------------------------------------------------- */

const ClaimFields = fieldsFor<ClaimValues>();
const EVIDENCE_ACCEPT = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.pdf',
];

export function ClaimDialog({ quote, onClose }: DialogProps) {
  const { t } = useTranslation('orders');
  const [claim] = useQuoteClaimMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<ClaimValues, unknown, ClaimOutput>({
    defaultValues: EMPTY_CLAIM,
    resolver: zodResolver(claimSchema),
  });
  const submit = async (values: ClaimOutput) => {
    setErrors([]);
    try {
      const evidence = values.file
        ? await uploadFile<UploadedFile>({
            url: 'api/file',
            file: values.file,
            fileName: values.file.name,
            // The claim's own success says it; the upload is a step of it.
            meta: { success: false },
          })
        : null;
      await claim({
        id: quote.id,
        payload: {
          nature: values.nature,
          comment: values.comment.trim(),
          evidenceFileIds: evidence ? [evidence.id] : [],
        },
      }).unwrap();
      onClose();
    } catch (error) {
      setErrors(
        applyServerErrors(form, apiErrorOf(error), {
          fieldMap: { evidenceFileIds: 'file', 'evidenceFileIds.0': 'file' },
        }),
      );
    }
  };
  return (
    <FormDialog
      title={t('claim.title')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      errors={errors}
      submitLabel={t('actions.claim')}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <ClaimFields.SelectField
          name="nature"
          label={t('fields.claimNature')}
          required
          options={CLAIM_NATURES.map((value) => ({ value, label: t(`claimNatures.${value}`) }))}
        />
        <ClaimFields.TextField
          name="comment"
          label={t('fields.claimComment')}
          required
          multiline
          minRows={3}
        />
        <ClaimFields.FileField
          name="file"
          label={t('fields.evidence')}
          helperText={t('claim.evidenceHelp')}
          accept={EVIDENCE_ACCEPT}
          maxSize={EVIDENCE_MAX_BYTES}
        />
      </Box>
    </FormDialog>
  );
}

/* Claim answer (owner) ----------------------------------------------------------------------- */

const AnswerFields = fieldsFor<ClaimAnswerValues>();

export function ClaimAnswerDialog({ quote, onClose }: DialogProps) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const [answer] = useQuoteClaimAnswerMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const schema = useMemo(() => claimAnswerSchema(quote.totalIncludingTax), [quote]);
  const form = useForm<ClaimAnswerValues>({
    defaultValues: { refundType: null, amount: null },
    resolver: zodResolver(schema),
  });
  const refundType = useWatch({ control: form.control, name: 'refundType' });
  const submit = async (values: ClaimAnswerValues) => {
    setErrors([]);
    const payload = toClaimAnswerPayload(values);
    if (payload === null) return;
    try {
      await answer({ id: quote.id, payload }).unwrap();
      onClose();
    } catch (error) {
      setErrors(applyServerErrors(form, apiErrorOf(error)));
    }
  };
  return (
    <FormDialog
      title={t('claimAnswer.title')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      errors={errors}
      submitLabel={t('actions.answer-claim')}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <AnswerFields.SelectField
          name="refundType"
          label={t('fields.refundType')}
          required
          options={REFUND_TYPES.map((value) => ({ value, label: t(`refundTypes.${value}`) }))}
        />
        {refundType === 'partial_refund' && (
          <AnswerFields.MoneyField
            name="amount"
            label={t('fields.refundAmount')}
            currency={quote.currency}
            required
            helperText={t('claimAnswer.amountHelp', {
              total: show.money(quote.totalIncludingTax, quote.currency),
            })}
          />
        )}
        {refundType === 'total_refund' && (
          <Alert severity="info">
            {t('claimAnswer.totalRefund', {
              total: show.money(quote.totalIncludingTax, quote.currency),
            })}
          </Alert>
        )}
      </Box>
    </FormDialog>
  );
}

/* Apply the cancellation policies (owner) ---------------------------------------------------- */

const CancellationFields = fieldsFor<CancellationValues>();

export function ApplyCancellationDialog({ quote, onClose }: DialogProps) {
  const { t } = useTranslation('orders');
  const preview = useQuoteCancellationPreviewQuery(quote.id);
  if (preview.data) {
    return (
      <ApplyCancellationForm
        quote={quote}
        onClose={onClose}
        suggested={preview.data.suggested}
        policyName={preview.data.policy?.name ?? t('cancellation.noPolicy')}
      />
    );
  }
  // The preview on its way, or failed: the same dialog, waiting or saying why.
  return (
    <Dialog open onClose={onClose} aria-label={t('cancellation.title')} maxWidth="sm" fullWidth>
      <DialogContent>
        {preview.error ? (
          <ErrorState
            message={<ApiErrorMessage error={preview.error} />}
            onRetry={() => void preview.refetch()}
          />
        ) : (
          <LoadingState />
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('validate.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ApplyCancellationForm({
  quote,
  onClose,
  suggested,
  policyName,
}: DialogProps & {
  suggested: { rule: string; priceRate: number } | null;
  policyName: string;
}) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const ruleText = useRuleText();
  const [apply] = useQuoteApplyCancellationMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<CancellationValues, unknown, CancellationOutput>({
    defaultValues: {
      rule: CANCELLATION_RULES.find((rule) => rule === suggested?.rule) ?? null,
      priceRate: suggested?.priceRate ?? null,
    },
    resolver: zodResolver(cancellationSchema),
  });
  const rate = useWatch({ control: form.control, name: 'priceRate' });
  const fee =
    typeof rate === 'number' && rate >= 0 && rate <= 100
      ? feeOf(quote.totalIncludingTax, rate, quote.currency)
      : null;
  const submit = async (values: CancellationOutput) => {
    setErrors([]);
    try {
      await apply({ id: quote.id, payload: toCancellationPayload(values) }).unwrap();
      onClose();
    } catch (error) {
      setErrors(applyServerErrors(form, apiErrorOf(error)));
    }
  };
  return (
    <FormDialog
      title={t('cancellation.title')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      errors={errors}
      submitLabel={t('actions.apply-cancellation-policies')}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Typography variant="body2">{t('cancellation.policy', { name: policyName })}</Typography>
        <Typography variant="body2">
          {suggested
            ? t('cancellation.suggested', {
                rule: ruleText(suggested.rule),
                rate: suggested.priceRate,
              })
            : t('cancellation.noneApplies')}
        </Typography>
        <CancellationFields.SelectField
          name="rule"
          label={t('fields.cancellationRule')}
          required
          options={CANCELLATION_RULES.map((rule) => ({ value: rule, label: ruleText(rule) }))}
        />
        <CancellationFields.NumberField
          name="priceRate"
          label={t('fields.priceRate')}
          unit="%"
          required
        />
        <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
          {t('cancellation.fee', {
            fee: fee === null ? '—' : show.money(fee, quote.currency),
            total: show.money(quote.totalIncludingTax, quote.currency),
          })}
        </Typography>
      </Box>
    </FormDialog>
  );
}
