import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAID_INTENT_STATUSES, setupResultOf } from '@/entities/payment';
import { type CheckoutResult } from '@/entities/cart';
import { PAYMENT_ERROR_STATUSES } from '@/entities/payment';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import {
  PaymentIntentForm,
  type DemoSetupConfirmation,
  type PaymentIntentStatus,
  type SetupResult,
} from '@/entities/payment';
import { useCheckoutConfirmPaymentMutation } from '../../api/checkout.api';
import { newCheckoutAttempt } from '../../model/checkout';

/**
 * What follows a checkout's (or a helicopter order's) answer: nothing to pay, a saved method to
 * confirm, or the payment form for a new card or IBAN. `requires_payment_method` and
 * `requires_action` show the payment error (the cart stays); success calls `onPaid`.
 *
 * `attempt` names one order attempt for the idempotency key: made when the page opens, kept
 * through a double click and a retry (one order), renewed once it is paid (the same services
 * ordered again are a new order; DECISIONS "Cart, checkout and payments").
 * `onPaid` is told the payment's last status (authorised, debiting, charged) when known.
 */
export function useCheckoutPayment(
  onPaid: (result: CheckoutResult, status: PaymentIntentStatus | null) => void,
) {
  const { t } = useTranslation('checkout');
  const [confirmPayment] = useCheckoutConfirmPaymentMutation();
  const [paying, setPaying] = useState<CheckoutResult | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [sepaAccepted, setSepaAccepted] = useState(false);
  const [attempt, setAttempt] = useState(newCheckoutAttempt);
  // The demo form's last answer: what the confirmation says happened to the money.
  const lastStatus = useRef<PaymentIntentStatus | null>(null);

  const paid = (result: CheckoutResult, status: PaymentIntentStatus | null) => {
    setPaying(null);
    setAttempt(newCheckoutAttempt());
    onPaid(result, status);
  };

  const settle = async (
    result: CheckoutResult,
    paymentMethodId: string | null,
    acceptSepaTerms = false,
  ) => {
    setPaymentError(null);
    setSepaAccepted(acceptSepaTerms);
    const intent = result.paymentIntent;
    if (result.completed || !intent || PAID_INTENT_STATUSES.includes(intent.status)) {
      paid(result, intent?.status ?? null);
      return;
    }
    if (paymentMethodId) {
      const answer = await confirmPayment({ id: intent.id, confirmation: { paymentMethodId } })
        .unwrap()
        .catch(() => null);
      if (answer && PAID_INTENT_STATUSES.includes(answer.status)) paid(result, answer.status);
      else setPaymentError(t('paymentError'));
      return;
    }
    setPaying(result);
  };

  const confirmDemo = async (confirmation: DemoSetupConfirmation): Promise<SetupResult> => {
    const intent = paying?.paymentIntent;
    if (!intent) return { status: 'canceled', errorCode: null };
    const sent =
      confirmation.type === 'sepa_debit'
        ? { ...confirmation, acceptSepaTerms: sepaAccepted }
        : confirmation;
    const answer = await confirmPayment({ id: intent.id, confirmation: sent })
      .unwrap()
      .catch((error: unknown) => {
        if (apiErrorOf(error)?.fieldErrors.acceptSepaTerms) setPaymentError(t('sepaTermsNeeded'));
        throw error;
      });
    lastStatus.current = answer.status;
    if (PAYMENT_ERROR_STATUSES.includes(answer.status)) setPaymentError(t('paymentError'));
    return setupResultOf(answer.status, answer.errorCode);
  };

  let paymentForm: ReactNode = null;
  const intent = paying?.paymentIntent;
  if (paying && intent) {
    paymentForm = (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2} useFlexGap>
          <Typography component="h2" variant="h6">
            {t('pay.title')}
          </Typography>
          {paymentError && (
            <Alert severity="error" role="alert">
              {paymentError}
            </Alert>
          )}
          <PaymentIntentForm
            intent={intent}
            types={['card', 'sepa_debit']}
            confirmDemo={confirmDemo}
            onSucceeded={() => paid(paying, lastStatus.current)}
            onFailed={() => setPaymentError(t('paymentError'))}
            onCancel={() => setPaying(null)}
            sepaConsent={
              // Paid by IBAN: its terms are accepted here, before it is sent.
              <FormControlLabel
                control={
                  <Checkbox
                    checked={sepaAccepted}
                    onChange={(event) => setSepaAccepted(event.target.checked)}
                  />
                }
                label={t('form.acceptSepaTerms')}
              />
            }
          />
        </Stack>
      </Paper>
    );
  }

  return { attempt, settle, paymentForm, paymentError, setPaymentError };
}
