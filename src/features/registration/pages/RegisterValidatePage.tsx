import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { withQuery } from '@/lib/pathBuilder';
import { Form, SubmitButton } from '@/lib/ui';
import { registrationPaths } from '../paths';
import { useValidateRegistrationMutation } from '../api/registration.api';
import { InvalidLink } from '../components/InvalidLink';
import { PasswordFields } from '../components/PasswordFields';
import { RegistrationFrame } from '../components/RegistrationFrame';
import { useTokenLink } from '../components/useTokenLink';
import type { RegistrationNavigationState } from '../model/navigationState';
import { EMPTY_PASSWORD, passwordSchema, type PasswordFormValues } from '../model/password.schema';

/** `/register-validate?token=…`: the mailed link; the new admin chooses a password. */
export default function RegisterValidatePage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [validate] = useValidateRegistrationMutation();
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordSchema()),
    defaultValues: EMPTY_PASSWORD,
  });
  const { token, invalid, clearFailure, refused, failureAlert } = useTokenLink(form);

  if (invalid) return <InvalidLink />;

  const onSubmit = async (values: PasswordFormValues) => {
    clearFailure();
    const result = await validate({ token, password: values.password });
    if (result.error) return refused(result.error);
    const { id, side, token: own } = result.data;
    const state: RegistrationNavigationState = { token: own };
    void navigate(
      withQuery(registrationPaths.registrationValidation(), { registration: id, side }),
      {
        state,
      },
    );
  };

  return (
    <RegistrationFrame title={t('validate.title')} subtitle={t('validate.subtitle')}>
      <Form form={form} onSubmit={onSubmit} aria-label={t('validate.title')}>
        <Stack spacing={2}>
          {failureAlert}
          <PasswordFields />
          <SubmitButton size="large">{t('validate.submit')}</SubmitButton>
        </Stack>
      </Form>
    </RegistrationFrame>
  );
}
