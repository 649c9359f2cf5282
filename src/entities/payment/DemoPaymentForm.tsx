import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Form,
  SubmitButton,
  fieldsFor,
  useMutationAction,
  useMutationForm,
  type MutationFormOptions,
} from '@/lib/ui';
import { cardDigits, electronicIban, groupedCardNumber, typedExpiry } from './demoCards';
import {
  demoCardSchema,
  demoSepaSchema,
  type DemoCardValues,
  type DemoSepaValues,
} from './demoSchemas';
import { ThreeDSecureDialog } from './ThreeDSecureDialog';
import type { DemoSetupConfirmation, PaymentFormType, SetupResult } from './types';

export interface DemoPaymentFormProps {
  types: readonly PaymentFormType[];
  /** Sends the confirmation to the demo API; rejects with the API's error on a 400. */
  confirm: (confirmation: DemoSetupConfirmation) => Promise<SetupResult>;
  onSucceeded: () => void;
  onCancel: () => void;
  /** What the submit says: saving a method (default) or paying an order. */
  submitLabel?: 'save' | 'pay';
  /** The amount to pay, formatted: the pay button says it ("Pay €1,380.00"). */
  amount?: string;
  /** What a SEPA payment asks besides the IBAN (the terms' acceptance): shown for SEPA only. */
  sepaConsent?: ReactNode;
}

const Card = fieldsFor<DemoCardValues>();
const Sepa = fieldsFor<DemoSepaValues>();

/** Why a confirmation failed, in words (Stripe's error codes). */
function failureKey(errorCode: string | null): string {
  switch (errorCode) {
    case 'card_declined':
      return 'errors.cardDeclined';
    case 'authentication_failed':
      return 'errors.authenticationFailed';
    case 'sepa_debit_declined':
      return 'errors.sepaDeclined';
    default:
      return 'errors.generic';
  }
}

/**
 * The payment form used when no Stripe key is configured: Stripe's documented test numbers and
 * outcomes (4242… succeeds, …0002 is declined, …3155 asks for 3-D Secure; the test IBAN).
 */
export function DemoPaymentForm({
  types,
  confirm,
  onSucceeded,
  onCancel,
  submitLabel = 'save',
  amount,
  sepaConsent,
}: DemoPaymentFormProps) {
  const { t } = useTranslation('payments');
  const typeLabel = useId();
  const [type, setType] = useState<PaymentFormType>(types[0] ?? 'card');
  /** Why the last confirmation failed (declined, authentication failed), in words. */
  const [declined, setDeclined] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const answering = useMutationAction();

  const handle = (result: SetupResult) => {
    if (result.status === 'succeeded') onSucceeded();
    else if (result.status === 'requires_action') setAuthenticating(true);
    else setDeclined(t(failureKey(result.errorCode)));
  };
  const forget = () => {
    setDeclined(null);
    answering.reset();
  };
  /** What both forms share: the demo API's confirmation, its outcome handled once answered. */
  const sending = {
    mutation: (confirmation: DemoSetupConfirmation) => ({
      unwrap: () => {
        forget();
        return confirm(confirmation);
      },
    }),
    onSaved: handle,
  } satisfies Partial<
    MutationFormOptions<DemoCardValues, DemoCardValues, DemoSetupConfirmation, SetupResult>
  >;
  const cardForm = useMutationForm<
    DemoCardValues,
    DemoCardValues,
    DemoSetupConfirmation,
    SetupResult
  >({
    ...sending,
    schema: useMemo(() => demoCardSchema(), []),
    defaultValues: { holder: '', number: '', expiry: '', cvc: '' },
    toPayload: (values) => ({
      type: 'card',
      holder: values.holder.trim(),
      number: cardDigits(values.number),
      expiry: values.expiry.trim(),
      cvc: values.cvc.trim(),
    }),
  });
  const sepaForm = useMutationForm<
    DemoSepaValues,
    DemoSepaValues,
    DemoSetupConfirmation,
    SetupResult
  >({
    ...sending,
    schema: demoSepaSchema,
    defaultValues: { holder: '', iban: '' },
    toPayload: (values) => ({
      type: 'sepa_debit',
      holder: values.holder.trim(),
      iban: electronicIban(values.iban),
    }),
  });
  // A field error that found no field, or a failed answer to 3-D Secure: the generic words.
  const unplaced = (type === 'card' ? cardForm : sepaForm).errors.length > 0;
  const failure = declined ?? (unplaced || answering.failure !== null ? t('errors.generic') : null);

  /** The 3-D Secure answer: the question closes, the outcome comes as a confirmation's. */
  const answer = (approved: boolean) => {
    setAuthenticating(false);
    forget();
    void answering.run(() => ({
      unwrap: () => confirm({ type: 'authentication', approved }).then(handle),
    }));
  };

  /** Card and SEPA are two forms: the holder's name follows from one to the other. */
  const switchTo = (next: PaymentFormType) => {
    forget();
    const holder =
      type === 'card' ? cardForm.form.getValues('holder') : sepaForm.form.getValues('holder');
    if (next === 'card') cardForm.form.setValue('holder', holder);
    else sepaForm.form.setValue('holder', holder);
    setType(next);
  };

  const actions = (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
      <Button color="inherit" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <SubmitButton>
        {submitLabel === 'pay' && amount ? t('payAmount', { amount }) : t(submitLabel)}
      </SubmitButton>
    </Box>
  );

  return (
    <Stack spacing={2}>
      <Alert severity="info" role="note">
        {t(type === 'card' ? 'demo.cardHint' : 'demo.sepaHint')}
      </Alert>
      {types.length > 1 && (
        <RadioGroup
          row
          aria-labelledby={typeLabel}
          value={type}
          onChange={(event) =>
            switchTo(event.target.value === 'sepa_debit' ? 'sepa_debit' : 'card')
          }
        >
          <span id={typeLabel} style={{ alignSelf: 'center', marginRight: 16 }}>
            {t('type')}
          </span>
          {types.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={t(`types.${value}`)}
            />
          ))}
        </RadioGroup>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {type === 'card' ? (
        <Form form={cardForm.form} aria-label={t('types.card')} onSubmit={cardForm.submit}>
          <Stack spacing={2}>
            <Card.TextField
              name="holder"
              label={t('fields.holder')}
              autoComplete="cc-name"
              required
            />
            <Card.TextField
              name="number"
              label={t('fields.number')}
              autoComplete="cc-number"
              format={groupedCardNumber}
              inputProps={{ inputMode: 'numeric' }}
              required
            />
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <Card.TextField
                name="expiry"
                label={t('fields.expiry')}
                placeholder={t('fields.expiryPlaceholder')}
                autoComplete="cc-exp"
                format={typedExpiry}
                inputProps={{ inputMode: 'numeric' }}
                required
              />
              <Card.TextField
                name="cvc"
                label={t('fields.cvc')}
                autoComplete="cc-csc"
                inputProps={{ inputMode: 'numeric' }}
                required
              />
            </Box>
            {actions}
          </Stack>
        </Form>
      ) : (
        <Form form={sepaForm.form} aria-label={t('types.sepa_debit')} onSubmit={sepaForm.submit}>
          <Stack spacing={2}>
            <Sepa.TextField name="holder" label={t('fields.holder')} autoComplete="name" required />
            <Sepa.TextField name="iban" label={t('fields.iban')} required />
            <Alert severity="info" variant="outlined" role="note">
              {t('sepaMandate')}
            </Alert>
            {sepaConsent}
            {actions}
          </Stack>
        </Form>
      )}
      <ThreeDSecureDialog open={authenticating} busy={answering.running} onAnswer={answer} />
    </Stack>
  );
}
