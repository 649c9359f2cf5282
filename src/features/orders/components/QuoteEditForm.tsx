import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QUOTE_PAYMENT_TERMS, type QuoteDetail, type QuoteEditPayload } from '@/entities/quote';
import { AwaitingValidationNotice, useAwaitsValidation } from '@/entities/organization';
import { saveAndSendBlockers } from '@/entities/quote';
import {
  FieldGrid,
  Form,
  FormErrors,
  SubmitButton,
  fieldsFor,
  useDisplayFormat,
  useMutationForm,
} from '@/lib/ui';
import { useQuoteActionMutation, useQuoteEditMutation } from '../api/orders.api';
import { useQuoteDone } from '../actions/useQuoteDone';
import { BlockerList } from './BlockerList';
import {
  liveTotals,
  quoteEditSchemaFor,
  quoteToEditValues,
  toQuoteEditPayload,
  type QuoteEditMode,
  type QuoteEditOutput,
  type QuoteEditValues,
} from '../model/quoteEdit';

const { MoneyField, NumberField, SelectField, TextField } = fieldsFor<QuoteEditValues>();

export interface QuoteEditFormProps {
  quote: QuoteDetail;
  /** owner: prices and payment term; client: its request's quantities and comments. */
  mode: QuoteEditMode;
  /** Offer save-and-send (the owner may send: allowedQuoteActions said so). */
  canSend?: boolean;
  onSaved?: () => void;
}

/**
 * Edits a quotation request: the owner prices each line (unit price, discount, ecotax, VAT,
 * comment) with the totals computed live, and picks the payment term; the client changes its
 * quantities and comments. The server's field errors (`lines.2.unitPrice`, `paymentTerm`) land
 * on their fields, the input kept. Save-and-send says why it is not possible yet.
 */
export function QuoteEditForm({ quote, mode, canSend = false, onSaved }: QuoteEditFormProps) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const blockersId = useId();
  const [edit] = useQuoteEditMutation();
  const [act, sending] = useQuoteActionMutation();
  const done = useQuoteDone();
  const schema = useMemo(() => quoteEditSchemaFor(mode), [mode]);
  const { form, submit, errors, run } = useMutationForm<
    QuoteEditValues,
    QuoteEditOutput,
    QuoteEditPayload
  >({
    schema,
    defaultValues: quoteToEditValues(quote),
    toPayload: (values) => toQuoteEditPayload(values, mode),
    mutation: (payload) => edit({ id: quote.id, payload }),
    onSaved: () => {
      done('save', quote);
      onSaved?.();
    },
  });
  // Read while rendering: react-hook-form tracks only the form state a render reads.
  const { isDirty, isSubmitting } = form.formState;
  const watched = useWatch({ control: form.control, name: 'lines' });
  const paymentTerm = useWatch({ control: form.control, name: 'paymentTerm' });
  const totals = useMemo(() => liveTotals(watched, quote.currency), [watched, quote.currency]);
  // Sending saves what is typed first (issue 18): what it needs is read from the form.
  const blockers = saveAndSendBlockers(
    { lines: watched.map((line) => ({ unitPrice: line.unitPrice ?? 0 })), paymentTerm },
    false,
  );
  // Not validated yet by the operator: sending waits, and the notice below says why.
  const awaiting = useAwaitsValidation();
  const terms = QUOTE_PAYMENT_TERMS.map((value) => ({
    value,
    label: t(`paymentTerms.${value}`),
  }));

  // A saved quote comes back: the form starts again from what the server holds (a refetch of
  // the same version keeps what is being typed).
  const version = useRef(quote.updatedAt);
  useEffect(() => {
    if (version.current === quote.updatedAt) return;
    version.current = quote.updatedAt;
    form.reset(quoteToEditValues(quote));
  }, [quote, form]);

  // Save and send in one step: the lines typed are checked and saved (when changed), then the
  // quotation is sent; a refusal of either lands on the fields as a save's would.
  const send = form.handleSubmit(async (values) => {
    if (isDirty) {
      const payload = toQuoteEditPayload(values, mode);
      if (!(await run(() => edit({ id: quote.id, payload })))) return;
    }
    if (!(await run(() => act({ id: quote.id, action: 'save-and-send' })))) return;
    done('save-and-send', quote);
    onSaved?.();
  });

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {mode === 'owner' ? t('edit.ownerTitle') : t('edit.clientTitle')}
      </Typography>
      <Form form={form} onSubmit={submit} aria-label={t('edit.formLabel')}>
        <FormErrors messages={errors} />
        <Stack spacing={2}>
          {quote.lines.map((line, index) => (
            <Box
              key={line.id}
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
            >
              <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
                {line.productName}
              </Typography>
              <FieldGrid columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }}>
                {mode === 'owner' ? (
                  <>
                    <MoneyField
                      name={`lines.${index}.unitPrice`}
                      label={t('fields.unitPrice')}
                      currency={quote.currency}
                    />
                    <NumberField
                      name={`lines.${index}.discountRate`}
                      label={t('fields.discountRate')}
                      unit="%"
                    />
                    <MoneyField
                      name={`lines.${index}.ecotax`}
                      label={t('fields.ecotax')}
                      currency={quote.currency}
                    />
                    <NumberField
                      name={`lines.${index}.vatRate`}
                      label={t('fields.vatRate')}
                      unit="%"
                    />
                  </>
                ) : (
                  <NumberField
                    name={`lines.${index}.quantity`}
                    label={t('fields.quantity')}
                    required
                  />
                )}
                <Box sx={{ gridColumn: '1 / -1' }}>
                  <TextField
                    name={`lines.${index}.comment`}
                    label={t('fields.comment')}
                    multiline
                  />
                </Box>
              </FieldGrid>
              <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
                {t('edit.lineTotal', {
                  quantity: mode === 'owner' ? line.quantity : (watched[index]?.quantity ?? 0),
                  excluding: show.money(totals.lines[index]?.totalExcludingTax, quote.currency),
                  including: show.money(totals.lines[index]?.totalIncludingTax, quote.currency),
                })}
              </Typography>
            </Box>
          ))}
          {mode === 'owner' && (
            <SelectField
              name="paymentTerm"
              label={t('fields.paymentTerm')}
              options={terms}
              emptyOption
            />
          )}
          <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
            {t('edit.total', {
              excluding: show.money(totals.total.totalExcludingTax, quote.currency),
              vat: show.money(totals.total.vat, quote.currency),
              including: show.money(totals.total.totalIncludingTax, quote.currency),
            })}
          </Typography>
          {/* One filled button: sending when the owner may send, else saving (UI.md). */}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
          >
            <SubmitButton variant={canSend ? 'outlined' : 'contained'}>
              {t('edit.save')}
            </SubmitButton>
            {canSend && (
              <Button
                variant="contained"
                disabled={blockers.length > 0 || sending.isLoading || isSubmitting || awaiting}
                aria-describedby={blockers.length > 0 ? blockersId : undefined}
                onClick={() => void send()}
              >
                {t('actions.save-and-send')}
              </Button>
            )}
          </Stack>
          {canSend && <AwaitingValidationNotice place="quote" />}
          {canSend && blockers.length > 0 && (
            <BlockerList
              id={blockersId}
              intro={t('blockers.sendIntro')}
              reasons={blockers.map((blocker) => t(`blockers.send.${blocker}`))}
            />
          )}
        </Stack>
      </Form>
    </Paper>
  );
}
