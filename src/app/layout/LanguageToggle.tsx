import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/config/constants';
import { languageChanged, selectLanguage } from '@/lib/preferences/preferencesSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { NATIVE_LANGUAGE_NAMES } from './languageNames';

/** The language choice of public pages: two pressed/unpressed buttons, no menu, so login stays light. */
export function LanguageToggle() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <Stack direction="row" role="group" aria-label={t('preferences.language')} spacing={0.5}>
      {LANGUAGES.map((code) => (
        <Button
          key={code}
          size="small"
          lang={code}
          aria-label={NATIVE_LANGUAGE_NAMES[code]}
          aria-pressed={code === language}
          variant={code === language ? 'contained' : 'text'}
          onClick={() => dispatch(languageChanged(code))}
          sx={{ minWidth: 40 }}
        >
          {code.toUpperCase()}
        </Button>
      ))}
    </Stack>
  );
}
