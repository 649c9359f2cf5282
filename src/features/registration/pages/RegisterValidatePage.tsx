import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { withQuery } from '@/lib/pathBuilder';
import { Form, SubmitButton } from '@/lib/ui';
import { registrationPaths } from '../paths';
import { useValidateRegistrationMutation } from '../api/registration.api';
import { InvalidLink } from '../components/InvalidLink';
import { PasswordFields } from '../components/PasswordFields';
import { RegistrationFrame } from '../components/RegistrationFrame';
import { useTokenLinkForm } from '../components/useTokenLinkForm';
import type { RegistrationNavigationState } from '../model/navigationState';
import { EMPTY_PASSWORD, passwordSchema } from '../model/password.schema';

/** `/register-validate?token=…`: the mailed link; the new admin chooses a password. */
export default function RegisterValidatePage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [validate] = useValidateRegistrationMutation();
  const schema = useMemo(() => passwordSchema(), []);
  const { form, submit, invalid, failureAlert } = useTokenLinkForm({
    schema,
    defaultValues: EMPTY_PASSWORD,
    mutation: validate,
    toPayload: (values, token) => ({ token, password: values.password }),
    onSaved: ({ id, side, token: own }) => {
      const state: RegistrationNavigationState = { token: own };
      void navigate(
        withQuery(registrationPaths.registrationValidation(), { registration: id, side }),
        { state },
      );
    },
  });

  if (invalid) return <InvalidLink />;

  return (
    <RegistrationFrame title={t('validate.title')} subtitle={t('validate.subtitle')}>
      <Form form={form} onSubmit={submit} aria-label={t('validate.title')}>
        <Stack spacing={2}>
          {failureAlert}
          <PasswordFields />
          <SubmitButton size="large">{t('validate.submit')}</SubmitButton>
        </Stack>
      </Form>
    </RegistrationFrame>
  );
}
