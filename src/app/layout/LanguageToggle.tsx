import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/config/constants';
import { languageChanged, selectLanguage } from '@/lib/preferences/preferencesSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { NATIVE_LANGUAGE_NAMES } from './languageNames';

/** The language choice of public pages: two buttons, no menu, so the login page stays light. */
export function LanguageToggle() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={language}
      aria-label={t('preferences.language')}
      onChange={(_event, value: unknown) => {
        const next = LANGUAGES.find((code) => code === value);
        if (next) dispatch(languageChanged(next));
      }}
    >
      {LANGUAGES.map((code) => (
        <ToggleButton
          key={code}
          value={code}
          lang={code}
          aria-label={NATIVE_LANGUAGE_NAMES[code]}
          sx={{ px: 1.5 }}
        >
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
