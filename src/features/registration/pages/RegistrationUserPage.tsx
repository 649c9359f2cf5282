import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { paths } from '@/lib/paths';
import { ApiErrorMessage, Form, SubmitButton, TextField, applyServerErrors } from '@/lib/ui';
import { useRegisterUserMutation } from '../api/registration.api';
import { InvalidLink } from '../components/InvalidLink';
import { PasswordFields } from '../components/PasswordFields';
import { RegistrationFrame } from '../components/RegistrationFrame';
import { isTokenError } from '../model/isTokenError';
import {
  EMPTY_REGISTER_USER,
  registerUserSchema,
  type RegisterUserFormValues,
} from '../model/password.schema';

/** `/registration-user?token=…`: an invited user completes their account. */
export default function RegistrationUserPage() {
  const { t } = useTranslation('registration');
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [registerUser] = useRegisterUserMutation();
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<RegisterUserFormValues>({
    resolver: zodResolver(registerUserSchema()),
    defaultValues: EMPTY_REGISTER_USER,
  });

  if (token === '' || invalid) return <InvalidLink />;

  const onSubmit = async (values: RegisterUserFormValues) => {
    setFailure(null);
    const phone = values.phone.trim();
    const result = await registerUser({
      token,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: phone === '' ? null : phone,
      password: values.password,
    });
    if (result.error) {
      const error = apiErrorOf(result.error);
      if (isTokenError(error)) return setInvalid(true);
      const unmatched = applyServerErrors(form, error);
      if (unmatched.length > 0 || Object.keys(error?.fieldErrors ?? {}).length === 0) {
        setFailure(result.error);
      }
      return;
    }
    void navigate(
      result.data.validationRequired
        ? paths.registrationUserValidation()
        : paths.registrationUserValid(),
    );
  };

  return (
    <RegistrationFrame title={t('user.title')} subtitle={t('user.subtitle')}>
      <Form form={form} onSubmit={onSubmit} aria-label={t('user.title')}>
        <Stack spacing={2}>
          {failure !== null && (
            <Alert severity="error" role="alert">
              <ApiErrorMessage error={failure} />
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              name="firstName"
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
            />
            <TextField
              name="lastName"
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
            />
          </Box>
          <TextField name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" />
          <PasswordFields />
          <SubmitButton size="large">{t('user.submit')}</SubmitButton>
        </Stack>
      </Form>
    </RegistrationFrame>
  );
}
