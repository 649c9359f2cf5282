import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NameFields } from '@/entities/account';
import { Form, SubmitButton, TextField } from '@/lib/ui';
import { registrationPaths } from '../paths';
import { useRegisterUserMutation } from '../api/registration.api';
import { InvalidLink } from '../components/InvalidLink';
import { PasswordFields } from '../components/PasswordFields';
import { RegistrationFrame } from '../components/RegistrationFrame';
import { useTokenLink } from '../components/useTokenLink';
import {
  EMPTY_REGISTER_USER,
  registerUserSchema,
  type RegisterUserFormValues,
} from '../model/password.schema';

/** `/registration-user?token=…`: an invited user completes their account. */
export default function RegistrationUserPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [registerUser] = useRegisterUserMutation();
  const form = useForm<RegisterUserFormValues>({
    resolver: zodResolver(registerUserSchema()),
    defaultValues: EMPTY_REGISTER_USER,
  });
  const { token, invalid, clearFailure, refused, failureAlert } = useTokenLink(form);

  if (invalid) return <InvalidLink />;

  const onSubmit = async (values: RegisterUserFormValues) => {
    clearFailure();
    const phone = values.phone.trim();
    const result = await registerUser({
      token,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: phone === '' ? null : phone,
      password: values.password,
    });
    if (result.error) return refused(result.error);
    void navigate(
      result.data.validationRequired
        ? registrationPaths.registrationUserValidation()
        : registrationPaths.registrationUserValid(),
    );
  };

  return (
    <RegistrationFrame title={t('user.title')} subtitle={t('user.subtitle')}>
      <Form form={form} onSubmit={onSubmit} aria-label={t('user.title')}>
        <Stack spacing={2}>
          {failureAlert}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <NameFields label={(field) => t(`fields.${field}`)} />
          </Box>
          <TextField name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" />
          <PasswordFields />
          <SubmitButton size="large">{t('user.submit')}</SubmitButton>
        </Stack>
      </Form>
    </RegistrationFrame>
  );
}
