import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@/entities/account';
import { QUOTE_PAYMENT_TERMS } from '@/entities/quote';
import {
  useListAddressesQuery,
  useListPaymentMethodsQuery,
  usePaymentMethodName,
} from '@/entities/payment';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { useAppSelector } from '@/lib/store/hooks';
import {
  CheckboxField,
  ErrorState,
  Form,
  FormErrors,
  LoadingState,
  SubmitButton,
  fieldsFor,
  useMutationForm,
} from '@/lib/ui';
import {
  NEW_PAYMENT_METHOD,
  checkoutFormSchema,
  type CheckoutFormValues,
} from '../../model/checkoutForm';

const Fields = fieldsFor<CheckoutFormValues>();

export interface CheckoutFormProps {
  /** Sends the checkout; rejects with the API's error (field errors land on their fields). */
  onSubmit: (values: CheckoutFormValues, method: PaymentMethod | null) => Promise<void>;
  /** Waiting for something else (the payment form loading): the submit stays disabled. */
  busy: boolean;
  /** The form's own submit button; without it, a button elsewhere names the form (`id`). */
  submitLabel?: string;
  /** The form element's id, for a submit button placed beside the form (the checkout's summary). */
  id?: string;
}

/** Client information, address, payment method and term, the terms to accept. */
export function CheckoutForm({ onSubmit, busy, submitLabel, id }: CheckoutFormProps) {
  const { t } = useTranslation('checkout');
  const methodName = usePaymentMethodName();
  const organizationId = useAppSelector(selectSelectedOrganizationId);
  const addresses = useListAddressesQuery(
    {
      organizationId: organizationId ?? 0,
      params: { page: 1, pageSize: 100, sort: null, order: 'asc', filters: {} },
    },
    { skip: organizationId === null },
  );
  const methods = useListPaymentMethodsQuery(undefined);
  const savedMethods = useMemo(() => methods.data ?? [], [methods.data]);
  const schema = useMemo(
    () => checkoutFormSchema((id) => savedMethods.find((m) => m.id === id)?.type === 'sepa_debit'),
    [savedMethods],
  );
  const defaultAddress = addresses.data?.items.find((a) => a.isDefault) ?? addresses.data?.items[0];
  const defaultMethod = savedMethods.find((m) => m.isDefault) ?? savedMethods[0];
  const values: CheckoutFormValues = {
    clientAddressId: defaultAddress?.id ?? null,
    paymentMethodId: defaultMethod?.id ?? NEW_PAYMENT_METHOD,
    paymentTerm: 'payment_at_order_acceptance',
    acceptTerms: false,
    acceptSepaTerms: false,
  };
  // The checkout's own call (and its payment) is the page's: it rejects with the API's error.
  // Other refusals are the page's to show, so only `errors` is shown here.
  const { form, submit, errors } = useMutationForm({
    schema,
    defaultValues: values,
    values,
    resetOptions: { keepDirtyValues: true },
    mutation: (payload: CheckoutFormValues) => ({
      unwrap: () =>
        onSubmit(payload, savedMethods.find((m) => m.id === payload.paymentMethodId) ?? null),
    }),
  });
  const chosenId = useWatch({ control: form.control, name: 'paymentMethodId' });
  const chosen = savedMethods.find((m) => m.id === chosenId) ?? null;

  if (addresses.isLoading || methods.isLoading) return <LoadingState />;
  if (addresses.isError || methods.isError) {
    return (
      <ErrorState
        onRetry={() => {
          void addresses.refetch();
          void methods.refetch();
        }}
      />
    );
  }

  return (
    <Form form={form} onSubmit={submit} aria-label={t('form.title')} id={id}>
      <Stack spacing={2} useFlexGap>
        <FormErrors messages={errors} />
        <Typography component="h2" variant="h6">
          {t('form.clientInformation')}
        </Typography>
        {addresses.data?.items.length === 0 && (
          <Alert severity="warning">{t('form.noAddress')}</Alert>
        )}
        <Fields.SelectField
          name="clientAddressId"
          label={t('form.address')}
          required
          options={(addresses.data?.items ?? []).map((a) => ({
            value: a.id,
            label: `${a.name} · ${a.address.address}, ${a.address.postalCode} ${a.address.city}`,
          }))}
        />
        <Typography component="h2" variant="h6">
          {t('form.payment')}
        </Typography>
        <Fields.SelectField
          name="paymentMethodId"
          label={t('form.paymentMethod')}
          required
          options={[
            ...savedMethods.map((m) => ({
              value: m.id,
              label: methodName(m),
            })),
            { value: NEW_PAYMENT_METHOD, label: t('form.newMethod') },
          ]}
        />
        <Fields.SelectField
          name="paymentTerm"
          label={t('form.paymentTerm')}
          required
          options={QUOTE_PAYMENT_TERMS.map((term) => ({
            value: term,
            label: t(`form.paymentTerms.${term}`),
          }))}
        />
        {chosen?.type === 'sepa_debit' && (
          <>
            <Alert severity="info">{t('form.sepaTerms')}</Alert>
            <CheckboxField<CheckoutFormValues>
              name="acceptSepaTerms"
              label={t('form.acceptSepaTerms')}
              required
            />
          </>
        )}
        <Typography variant="body2">{t('form.cancellationPolicies')}</Typography>
        <CheckboxField<CheckoutFormValues>
          name="acceptTerms"
          label={t('form.acceptTerms')}
          required
        />
        {submitLabel !== undefined && (
          <Box>
            <SubmitButton disabled={busy}>{submitLabel}</SubmitButton>
          </Box>
        )}
      </Stack>
    </Form>
  );
}
