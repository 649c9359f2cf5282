import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAID_INTENT_STATUSES, setupResultOf } from '@/entities/payment';
import { Link as RouterLink } from 'react-router-dom';
import { useListPaymentMethodsQuery, usePaymentMethodName } from '@/entities/payment';
import { env } from '@/lib/config/env';
import { routeTo } from '@/lib/paths/routeTo';
import type { QuoteValidatePayload, QuoteValidateResult } from '@/entities/quote';
import { PAYMENT_ERROR_STATUSES } from '@/entities/payment';
import { DemoPaymentForm, type DemoSetupConfirmation, type SetupResult } from '@/entities/payment';
import {
  ApiErrorMessage,
  FormErrors,
  LoadingState,
  useDisplayFormat,
  useMutationForm,
} from '@/lib/ui';
import { useQuoteValidateConfirmMutation, useQuoteValidateMutation } from '../api/orders.api';
import type { QuoteDialogProps } from './types';
import { useSeenQuote } from './useSeenQuote';
import { useSeenTerms } from './useSeenTerms';
import { ValidateTerms } from './ValidateTerms';

const NEW_METHOD = 'new';

/**
 * The client validates a quotation and pays per its payment term: nothing now when paid at
 * invoice creation; else a saved card or SEPA mandate, or a new card or IBAN in the demo payment
 * form (Stripe's test numbers; its 3-D Secure step answers through PATCH validate). A declined
 * card or a failed authentication shows the payment error; the quotation stays to validate.
 */
export function ValidateDialog({ quote, onClose }: QuoteDialogProps) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const methodName = usePaymentMethodName();
  const titleId = useId();
  const payNow = quote.paymentTerm === 'payment_at_order_acceptance';
  const methods = useListPaymentMethodsQuery(undefined, { skip: !payNow });
  const saved = methods.data ?? [];
  const [methodId, setMethodId] = useState<string | null>(null);
  // A new card or IBAN is typed in the demo payment form. With Stripe configured, methods are
  // saved first in the account (Stripe's setup intents), so only saved ones are offered here.
  const newAllowed = !env.stripePublicKey;
  const chosenId =
    methodId ??
    saved.find((m) => m.isDefault)?.id ??
    saved[0]?.id ??
    (newAllowed ? NEW_METHOD : '');
  const chosen = saved.find((m) => m.id === chosenId) ?? null;
  const [sepaAccepted, setSepaAccepted] = useState(false);
  const [validate] = useQuoteValidateMutation();
  const [validateConfirm] = useQuoteValidateConfirmMutation();
  const [paymentError, setPaymentError] = useState(false);
  const [intentId, setIntentId] = useState<string | null>(null);
  // What the buyer is shown, and sends: a price or policy changed meanwhile is refused, then shown.
  const seen = useSeenQuote(quote);
  const terms = useSeenTerms(quote);
  /** A refusal for something changed reads it again (true), for the buyer to validate again. */
  const reloadIfChanged = async (caught: unknown) =>
    (await seen.reloadIfChanged(caught)) || (await terms.reloadIfChanged(caught));

  /** The outcome of an answer: paid (the dialog closes), or the payment error. */
  const outcome = (result: QuoteValidateResult): SetupResult => {
    const intent = result.paymentIntent;
    if (intent === null || PAID_INTENT_STATUSES.includes(intent.status))
      return { status: 'succeeded', errorCode: null };
    setIntentId(intent.id);
    if (PAYMENT_ERROR_STATUSES.includes(intent.status) && intent.status !== 'requires_action') {
      setPaymentError(true);
    }
    return setupResultOf(intent.status, intent.errorCode);
  };

  /** A saved method, or nothing to pay now; a changed quote is read again (null), not refused. */
  const sendValidation = async (payload: QuoteValidatePayload) => {
    setPaymentError(false);
    try {
      return await validate({ id: quote.id, payload }).unwrap();
    } catch (caught) {
      if (await reloadIfChanged(caught)) return null;
      throw caught;
    }
  };
  const { form, submit, errors, failure } = useMutationForm<
    Record<string, never>,
    Record<string, never>,
    QuoteValidatePayload,
    QuoteValidateResult | null
  >({
    defaultValues: {},
    toPayload: () => ({
      ...seen.payload,
      seenCancellationPolicy: terms.seenCancellationPolicy,
      paymentMethodId: payNow && chosen !== null ? chosen.id : null,
      acceptSepaTerms: sepaAccepted,
    }),
    mutation: (payload) => ({ unwrap: () => sendValidation(payload) }),
    onSaved: (result) => {
      if (result !== null && outcome(result).status === 'succeeded') onClose();
    },
  });
  const validating = useFormState({ control: form.control }).isSubmitting;

  /** The demo form: a new card or IBAN, then its 3-D Secure answer. */
  const confirmDemo = async (confirmation: DemoSetupConfirmation): Promise<SetupResult> => {
    setPaymentError(false);
    try {
      if (confirmation.type === 'authentication') {
        if (intentId === null) return { status: 'canceled', errorCode: null };
        const result = await validateConfirm({
          id: quote.id,
          payload: { paymentIntentId: intentId, approved: confirmation.approved },
        }).unwrap();
        return outcome(result);
      }
      const result = await validate({
        id: quote.id,
        payload: {
          ...seen.payload,
          seenCancellationPolicy: terms.seenCancellationPolicy,
          paymentMethodId: null,
          acceptSepaTerms: sepaAccepted,
          demoPaymentMethod: confirmation,
        },
      }).unwrap();
      return outcome(result);
    } catch (caught) {
      // The form is shown afresh (its key) under the new total or policy: nothing to say in it.
      if (await reloadIfChanged(caught)) return { status: 'canceled', errorCode: null };
      throw caught;
    }
  };

  const payingNew = payNow && newAllowed && chosen === null;
  const noMethod = payNow && !newAllowed && methods.isSuccess && saved.length === 0;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('validate.title', { reference: quote.reference })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} useFlexGap sx={{ pt: 1 }}>
          {seen.change && (
            <Alert severity="warning" role="alert">
              {t('validate.changed', {
                before: show.money(seen.change.before, quote.currency),
                after: show.money(seen.change.after, quote.currency),
              })}
              {!seen.change.open && ` ${t('validate.notOpen')}`}
            </Alert>
          )}
          <Typography>
            {t('validate.amount', { total: show.money(seen.total, quote.currency) })}
          </Typography>
          <Typography variant="body2">
            {quote.paymentTerm ? t(`validate.term.${quote.paymentTerm}`) : t('validate.term.none')}
          </Typography>
          <ValidateTerms terms={terms} />
          {paymentError && (
            <Alert severity="error" role="alert">
              {t('payment.error')}
            </Alert>
          )}
          {failure !== null && (
            <Alert severity="error" role="alert">
              <ApiErrorMessage error={failure} />
            </Alert>
          )}
          <FormErrors messages={errors} />
          {payNow && methods.isLoading && <LoadingState />}
          {payNow && (
            <MuiTextField
              select
              fullWidth
              label={t('validate.method')}
              value={chosenId}
              onChange={(event) => setMethodId(event.target.value)}
            >
              {saved.map((method) => (
                <MenuItem key={method.id} value={method.id}>
                  {methodName(method)}
                </MenuItem>
              ))}
              {newAllowed && <MenuItem value={NEW_METHOD}>{t('validate.newMethod')}</MenuItem>}
            </MuiTextField>
          )}
          {noMethod && (
            <Alert severity="info">
              {t('validate.noSavedMethod')}{' '}
              <Link component={RouterLink} to={routeTo('account.show', { tab: 'payment-method' })}>
                {t('validate.addMethod')}
              </Link>
            </Alert>
          )}
          {payNow && (chosen === null ? newAllowed : chosen.type === 'sepa_debit') && (
            <>
              <Alert severity="info">{t('validate.sepaTerms')}</Alert>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={sepaAccepted}
                    onChange={(event) => setSepaAccepted(event.target.checked)}
                  />
                }
                label={t('validate.acceptSepaTerms')}
              />
            </>
          )}
          {payingNew && seen.open && terms.ready && (
            <DemoPaymentForm
              key={`${seen.key}-${terms.key}`}
              types={['card', 'sepa_debit']}
              confirm={confirmDemo}
              submitLabel="pay"
              onSucceeded={onClose}
              onCancel={onClose}
            />
          )}
        </Stack>
      </DialogContent>
      {(!payingNew || !seen.open || !terms.ready) && (
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t('validate.close')}
          </Button>
          <Button
            variant="contained"
            disabled={
              !seen.open ||
              !terms.ready ||
              validating ||
              noMethod ||
              (chosen?.type === 'sepa_debit' && !sepaAccepted)
            }
            onClick={() => void form.handleSubmit(submit)()}
          >
            {t('actions.validate')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
