import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/config/constants';
import { languageChanged, selectLanguage } from '@/lib/preferences/preferencesSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { NATIVE_LANGUAGE_NAMES } from '@/lib/i18n/languageNames';

/** Native buttons styled once: this toggle is on the login page's first paint. */
const Choice = styled('button')(({ theme }) => ({
  minWidth: 40,
  padding: theme.spacing(0.5, 1),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&[aria-pressed="true"]': {
    background: theme.palette.primary.main,
    borderColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

// A printed page (a legal text) has no use for the buttons.
const Group = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  '@media print': { display: 'none' },
}));

/** The language choice of public pages: two pressed/unpressed buttons, no menu. */
export function LanguageToggle() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <Group role="group" aria-label={t('language')}>
      {LANGUAGES.map((code) => (
        <Choice
          key={code}
          type="button"
          lang={code}
          aria-label={NATIVE_LANGUAGE_NAMES[code]}
          aria-pressed={code === language}
          onClick={() => dispatch(languageChanged(code))}
        >
          {code.toUpperCase()}
        </Choice>
      ))}
    </Group>
  );
}
