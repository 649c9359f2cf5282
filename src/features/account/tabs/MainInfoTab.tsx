import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  FieldGrid,
  Form,
  RecordGate,
  SubmitButton,
  fieldsFor,
  useMutationForm,
  type SelectOption,
} from '@/lib/ui';
import { useGetMyAccountQuery, useUpdateMyAccountMutation } from '../api/account.api';
import { NameFields, type MyAccount } from '@/entities/account';
import { FormErrors } from '@/lib/ui/views/form/FormErrors';
import { ProfilePicture } from '../components/ProfilePicture';
import { useSessionProfile } from '../components/useSessionProfile';
import {
  mainInfoSchema,
  mainInfoToValues,
  toMainInfoPayload,
  type LanguageCode,
  type MainInfoValues,
} from '../model/account.schemas';

const { TextField, DateField, SelectField } = fieldsFor<MainInfoValues>();

function MainInfoForm({ account }: { account: MyAccount }) {
  const { t } = useTranslation('account');
  const [update] = useUpdateMyAccountMutation();
  const toSession = useSessionProfile();
  const { form, submit, errors } = useMutationForm({
    schema: mainInfoSchema,
    defaultValues: mainInfoToValues(account),
    mutation: update,
    toPayload: toMainInfoPayload,
    onSaved: (saved) => {
      form.reset(mainInfoToValues(saved));
      toSession(saved, { language: true });
    },
  });
  const languages: SelectOption<LanguageCode>[] = [
    { value: 'en', label: t('languages.en') },
    { value: 'fr', label: t('languages.fr') },
  ];

  return (
    <Form form={form} onSubmit={submit} aria-label={t('mainInfo.title')}>
      <Stack spacing={2}>
        <FormErrors messages={errors} />
        <FieldGrid columns={{ xs: '1fr', md: '1fr 1fr' }}>
          <NameFields label={(field) => t(`fields.${field}`)} />
          <MuiTextField
            label={t('fields.email')}
            value={account.email}
            helperText={t('mainInfo.emailHelp')}
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" />
          <DateField name="birthdate" label={t('fields.birthdate')} />
          <SelectField
            name="defaultLangCode"
            label={t('fields.defaultLang')}
            options={languages}
            required
          />
        </FieldGrid>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton />
        </Box>
      </Stack>
    </Form>
  );
}

/** Main info: names, phone, birthdate, language, profile picture. */
export default function MainInfoTab() {
  const account = useGetMyAccountQuery(undefined);
  const toSession = useSessionProfile();
  return (
    <RecordGate record={account}>
      {(data) => (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={3}>
            <ProfilePicture account={data} onUploaded={(saved) => toSession(saved)} />
            <MainInfoForm account={data} />
          </Stack>
        </Paper>
      )}
    </RecordGate>
  );
}
