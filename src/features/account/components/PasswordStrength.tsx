import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Strength } from './strength';

type Estimate = (password: string, language: string, userInputs?: string[]) => Strength;

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

/** The strength meter: zxcvbn-ts is fetched when the meter first shows (security tab only). */
export function PasswordStrength({ value, userInputs }: { value: string; userInputs: string[] }) {
  const { t, i18n } = useTranslation('account');
  const [estimate, setEstimate] = useState<Estimate | null>(null);

  useEffect(() => {
    let active = true;
    void import('./strength').then((module) => {
      if (active) setEstimate(() => module.passwordStrength);
    });
    return () => {
      active = false;
    };
  }, []);

  if (value === '') return null;
  if (!estimate) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('security.strengthLoading')}
      </Typography>
    );
  }
  const strength = estimate(value, i18n.language, userInputs);
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
