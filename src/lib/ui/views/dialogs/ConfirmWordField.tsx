import TextField from '@mui/material/TextField';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { dangerousDeleteWord } from '@/lib/validation/dangerousDelete';

/** The word an ActionDialog asks for (`confirmWord`): `true` is the interface language's delete word. */
export function useConfirmWord(confirmWord: string | true | undefined): string | null {
  const { i18n } = useTranslation();
  if (confirmWord === undefined) return null;
  return confirmWord === true ? dangerousDeleteWord(toLanguage(i18n.language)) : confirmWord;
}

/** Where the word is typed ("Type DELETE to confirm"); it waits while the action runs. */
export function ConfirmWordField(props: {
  word: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { word, value, onChange } = props;
  const { t } = useTranslation('ui');
  const { isSubmitting } = useFormState();
  return (
    <TextField
      fullWidth
      margin="normal"
      label={t('dialog.typeToConfirm', { word })}
      helperText={t('dialog.typeToConfirmHint')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={isSubmitting}
      slotProps={{
        htmlInput: {
          autoComplete: 'off',
          spellCheck: false,
          // Phones offer capitals for DELETE / SUPPRIMER; a name is typed as it is written.
          autoCapitalize: word === word.toUpperCase() ? 'characters' : 'off',
        },
      }}
    />
  );
}
