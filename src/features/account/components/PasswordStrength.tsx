import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Estimate, StrengthLanguage } from './strength';

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

/** The dictionaries to fetch: the interface's language, English for any other. */
const languageOf = (language: string): StrengthLanguage =>
  language.startsWith('fr') ? 'fr' : 'en';

/**
 * The strength meter. zxcvbn-ts and the current language's dictionaries are fetched on the first
 * keystroke (not when the security tab opens), and again only when the language changes.
 */
export function PasswordStrength({ value, userInputs }: { value: string; userInputs: string[] }) {
  const { t, i18n } = useTranslation('account');
  const language = languageOf(i18n.language);
  const [loaded, setLoaded] = useState<{ language: StrengthLanguage; estimate: Estimate } | null>(
    null,
  );
  const typed = value !== '';
  const ready = loaded?.language === language;

  useEffect(() => {
    if (!typed || ready) return;
    let active = true;
    void import('./strength')
      .then((module) => module.loadEstimate(language))
      .then((estimate) => {
        if (active) setLoaded({ language, estimate });
      })
      // Offline: the meter keeps saying it is loading; the form still submits and the API checks.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [typed, ready, language]);

  if (!typed) return null;
  if (!ready) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('security.strengthLoading')}
      </Typography>
    );
  }
  const strength = loaded.estimate(value, userInputs);
  const label = t(`security.strength.${strength.score}`);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={(strength.score + 1) * 20}
        color={COLORS[strength.score]}
        aria-label={t('security.strengthLabel')}
        aria-valuetext={label}
      />
      <Typography variant="body2" aria-live="polite" sx={{ mt: 0.5 }}>
        {t('security.strengthText', { label })}
        {strength.warning ? ` ${strength.warning}` : ''}
      </Typography>
    </Box>
  );
}
