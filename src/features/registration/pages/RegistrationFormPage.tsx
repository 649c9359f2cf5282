import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import type { ApiError } from '@/lib/http/types';
import { ApiErrorMessage, Form, SubmitButton, applyServerErrors } from '@/lib/ui';
import { translateError } from '@/lib/validation';
import { REGISTRATION_TABS, registrationPaths } from '../paths';
import { useRegisterBuyerMutation, useRegisterSellerMutation } from '../api/registration.api';
import type { RegistrationSide } from '@/entities/registration';
import { RegistrationFields } from '../components/RegistrationFields';
import { RegistrationFrame } from '../components/RegistrationFrame';
import { EMPTY_REGISTRATION, type RegistrationFormValues } from '../model/registration.form';
import {
  registrationRedirectUrl,
  toBuyerPayload,
  toSellerPayload,
} from '../model/registration.payload';
import { registrationSchema } from '../model/registration.schema';
import type { RegistrationNavigationState } from '../model/navigationState';

function RegistrationForm({ side }: { side: RegistrationSide }) {
  const { t } = useTranslation(['registration', 'http', 'validation']);
  const navigate = useNavigate();
  const [registerBuyer] = useRegisterBuyerMutation();
  const [registerSeller] = useRegisterSellerMutation();
  const [failure, setFailure] = useState<{ error: ApiError | null; messages: string[] } | null>(
    null,
  );
  const form = useForm<RegistrationFormValues>({
    resolver: zodResolver(registrationSchema(side)),
    defaultValues: EMPTY_REGISTRATION,
  });

  const onSubmit = async () => {
    setFailure(null);
    const values = form.getValues();
    const redirectUrl = registrationRedirectUrl(
      window.location.origin,
      registrationPaths.registerValidate(),
    );
    const result =
      side === 'seller'
        ? await registerSeller(toSellerPayload(values, redirectUrl))
        : await registerBuyer(toBuyerPayload(values, redirectUrl));
    if (result.error) {
      const error = apiErrorOf(result.error);
      if (error?.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        const unmatched = applyServerErrors(form, error);
        setFailure({ error: null, messages: unmatched.map((m) => translateError(t, m)) });
      } else {
        setFailure({ error, messages: [] });
      }
      return;
    }
    const state: RegistrationNavigationState = {
      email: values.emergencyContact.email.trim(),
      token: result.data.token,
    };
    void navigate(registrationPaths.registerValidation({ id: result.data.id }), { state });
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onInvalid={() => setFailure({ error: null, messages: [] })}
      aria-label={t(`form.${side}Title`)}
    >
      <RegistrationFields side={side} />
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 3 }}>
          {failure.error ? <ApiErrorMessage error={failure.error} /> : t('form.hasErrors')}
          {failure.messages.map((message) => (
            <Box key={message}>{message}</Box>
          ))}
        </Alert>
      )}
      <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SubmitButton size="large">{t('form.submit')}</SubmitButton>
        <Link component={RouterLink} to={registrationPaths.register()}>
          {t('form.changeSide')}
        </Link>
      </Box>
    </Form>
  );
}

/** `/registration/{buyer|seller}`: the side's registration form (spec section 3). */
export default function RegistrationFormPage() {
  const { t } = useTranslation('registration');
  const tab = useParams().tab;
  const side = REGISTRATION_TABS.find((candidate) => candidate === tab);
  if (!side) return <Navigate to={registrationPaths.register()} replace />;
  return (
    <RegistrationFrame title={t(`form.${side}Title`)} subtitle={t('form.subtitle')} wide>
      <RegistrationForm key={side} side={side} />
    </RegistrationFrame>
  );
}
