import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NameFields } from '@/entities/account';
import { FieldGrid, Form, SubmitButton, TextField } from '@/lib/ui';
import { registrationPaths } from '../paths';
import { useRegisterUserMutation } from '../api/registration.api';
import { InvalidLink } from '../components/InvalidLink';
import { PasswordFields } from '../components/PasswordFields';
import { RegistrationFrame } from '../components/RegistrationFrame';
import { useTokenLinkForm } from '../components/useTokenLinkForm';
import { EMPTY_REGISTER_USER, registerUserSchema } from '../model/password.schema';

/** `/registration-user?token=…`: an invited user completes their account. */
export default function RegistrationUserPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [registerUser] = useRegisterUserMutation();
  const schema = useMemo(() => registerUserSchema(), []);
  const { form, submit, invalid, failureAlert } = useTokenLinkForm({
    schema,
    defaultValues: EMPTY_REGISTER_USER,
    mutation: registerUser,
    toPayload: (values, token) => {
      const phone = values.phone.trim();
      return {
        token,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: phone === '' ? null : phone,
        password: values.password,
      };
    },
    onSaved: (saved) =>
      void navigate(
        saved.validationRequired
          ? registrationPaths.registrationUserValidation()
          : registrationPaths.registrationUserValid(),
      ),
  });

  if (invalid) return <InvalidLink />;

  return (
    <RegistrationFrame title={t('user.title')} subtitle={t('user.subtitle')}>
      <Form form={form} onSubmit={submit} aria-label={t('user.title')}>
        <Stack spacing={2}>
          {failureAlert}
          <FieldGrid>
            <NameFields label={(field) => t(`fields.${field}`)} />
          </FieldGrid>
          <TextField name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" />
          <PasswordFields />
          <SubmitButton size="large">{t('user.submit')}</SubmitButton>
        </Stack>
      </Form>
    </RegistrationFrame>
  );
}
