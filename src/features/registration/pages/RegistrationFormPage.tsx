import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ApiErrorMessage, Form, SubmitButton, useMutationForm } from '@/lib/ui';
import { translateError } from '@/lib/validation';
import { REGISTRATION_TABS, registrationPaths } from '../paths';
import { useRegisterBuyerMutation, useRegisterSellerMutation } from '../api/registration.api';
import type { RegistrationSide } from '../model/registration.types';
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
  // The last submit stopped at the form's own checks: the alert says only that.
  const [invalid, setInvalid] = useState(false);
  const { form, submit, errors, failure, refusal } = useMutationForm({
    schema: registrationSchema(side),
    defaultValues: EMPTY_REGISTRATION,
    mutation: (values: RegistrationFormValues) => {
      const redirectUrl = registrationRedirectUrl(
        window.location.origin,
        registrationPaths.registerValidate(),
      );
      return side === 'seller'
        ? registerSeller(toSellerPayload(values, redirectUrl))
        : registerBuyer(toBuyerPayload(values, redirectUrl));
    },
    onSaved: (saved, { values }) => {
      const state: RegistrationNavigationState = {
        email: values.emergencyContact.email.trim(),
        token: saved.token,
      };
      void navigate(registrationPaths.registerValidation({ id: saved.id }), { state });
    },
  });
  const onSubmit = (values: RegistrationFormValues) => {
    setInvalid(false);
    return submit(values);
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onInvalid={() => setInvalid(true)}
      aria-label={t(`form.${side}Title`)}
    >
      <RegistrationFields side={side} />
      {(invalid || refusal) && (
        <Alert severity="error" role="alert" sx={{ mt: 3 }}>
          {failure && !invalid ? <ApiErrorMessage error={failure} /> : t('form.hasErrors')}
          {!invalid &&
            errors.map((message) => <Box key={message}>{translateError(t, message)}</Box>)}
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
