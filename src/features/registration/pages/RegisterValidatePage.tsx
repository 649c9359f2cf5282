import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { withQuery } from '@/lib/pathBuilder';
import { paths } from '@/lib/paths';
import { ApiErrorMessage, Form, SubmitButton, applyServerErrors } from '@/lib/ui';
import { useValidateRegistrationMutation } from '../api/registration.api';
import { InvalidLink } from '../components/InvalidLink';
import { PasswordFields } from '../components/PasswordFields';
import { RegistrationFrame } from '../components/RegistrationFrame';
import { isTokenError } from '../model/isTokenError';
import { EMPTY_PASSWORD, passwordSchema, type PasswordFormValues } from '../model/password.schema';

/** `/register-validate?token=…`: the mailed link; the new admin chooses a password. */
export default function RegisterValidatePage() {
  const { t } = useTranslation('registration');
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [validate] = useValidateRegistrationMutation();
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordSchema()),
    defaultValues: EMPTY_PASSWORD,
  });

  if (token === '' || invalid) return <InvalidLink />;

  const onSubmit = async (values: PasswordFormValues) => {
    setFailure(null);
    const result = await validate({ token, password: values.password });
    if (result.error) {
      const error = apiErrorOf(result.error);
      if (isTokenError(error)) return setInvalid(true);
      const unmatched = applyServerErrors(form, error);
      if (unmatched.length > 0 || Object.keys(error?.fieldErrors ?? {}).length === 0) {
        setFailure(result.error);
      }
      return;
    }
    const { id, side } = result.data;
    void navigate(withQuery(paths.registrationValidation(), { registration: id, side }));
  };

  return (
    <RegistrationFrame title={t('validate.title')} subtitle={t('validate.subtitle')}>
      <Form form={form} onSubmit={onSubmit} aria-label={t('validate.title')}>
        <Stack spacing={2}>
          {failure !== null && (
            <Alert severity="error" role="alert">
              <ApiErrorMessage error={failure} />
            </Alert>
          )}
          <PasswordFields />
          <SubmitButton size="large">{t('validate.submit')}</SubmitButton>
        </Stack>
      </Form>
    </RegistrationFrame>
  );
}
