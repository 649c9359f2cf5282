import Stack from '@mui/material/Stack';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { CheckboxField, Form, SubmitButton, useMutationForm } from '@/lib/ui';
import { useSubmitKycMutation } from '../api/finance.api';
import { FINANCE_VALIDATOR } from '../model/bankAccount.schema';
import { ServerMessage, unmatchedOrRefusal } from './ServerMessage';

interface SubmitValues {
  acceptTermsOfService: boolean;
}

const submitSchema = z.object({
  acceptTermsOfService: z
    .boolean()
    .check(z.refine((accepted) => accepted, { error: FINANCE_VALIDATOR.termsRequired })),
});

/** Sends the KYC file for review once the terms of service are accepted. */
export function KycSubmitForm({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('orgFinance');
  const [submitKyc] = useSubmitKycMutation();
  const { form, submit, errors, failure } = useMutationForm({
    schema: submitSchema,
    defaultValues: { acceptTermsOfService: false },
    mutation: () => submitKyc({ organizationId, acceptTermsOfService: true }),
  });
  return (
    <Form form={form} onSubmit={submit}>
      <ServerMessage messages={unmatchedOrRefusal(errors, failure)} />
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <CheckboxField<SubmitValues>
          name="acceptTermsOfService"
          label={t('kyc.acceptTerms')}
          required
        />
        <SubmitButton>{t('kyc.submit')}</SubmitButton>
      </Stack>
    </Form>
  );
}
