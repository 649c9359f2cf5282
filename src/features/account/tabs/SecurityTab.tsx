import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { selectUser } from '@/lib/auth/sessionSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { Form, SubmitButton, fieldsFor, useMutationForm } from '@/lib/ui';
import { useChangePasswordMutation } from '../api/account.api';
import { FormErrors } from '@/lib/ui/views/form/FormErrors';
import { PasswordStrength } from '../components/PasswordStrength';
import {
  EMPTY_PASSWORD_CHANGE,
  passwordChangeSchema,
  toPasswordChangePayload,
  type PasswordChangeValues,
} from '../model/account.schemas';

const { PasswordField } = fieldsFor<PasswordChangeValues>();

/** Change password: the current one, a new one under the policy with a strength meter. */
export default function SecurityTab() {
  const { t } = useTranslation('account');
  const user = useAppSelector(selectUser);
  const [changePassword] = useChangePasswordMutation();
  const [changed, setChanged] = useState(false);
  const schema = useMemo(() => passwordChangeSchema(), []);
  const { form, submit, errors } = useMutationForm({
    schema,
    defaultValues: EMPTY_PASSWORD_CHANGE,
    mutation: changePassword,
    toPayload: toPasswordChangePayload,
    onSaved: () => {
      form.reset(EMPTY_PASSWORD_CHANGE);
      setChanged(true);
    },
  });
  const plainPassword = useWatch({ control: form.control, name: 'plainPassword' });
  const userInputs = user
    ? [user.firstName, user.lastName, user.email].filter((input) => input !== undefined)
    : [];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
        {t('security.title')}
      </Typography>
      <Form
        form={form}
        onSubmit={(values) => {
          setChanged(false);
          return submit(values);
        }}
        aria-label={t('security.title')}
      >
        <Stack spacing={2}>
          {changed && (
            <Alert severity="success" role="status">
              {t('security.changed')}
            </Alert>
          )}
          <FormErrors messages={errors} />
          <PasswordField
            name="currentPassword"
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            required
          />
          <PasswordField
            name="plainPassword"
            label={t('fields.newPassword')}
            showStrength
            required
          />
          <PasswordStrength value={plainPassword} userInputs={userInputs} />
          <PasswordField
            name="confirmation"
            label={t('fields.confirmation')}
            autoComplete="new-password"
            required
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <SubmitButton>{t('security.submit')}</SubmitButton>
          </Box>
        </Stack>
      </Form>
    </Paper>
  );
}
