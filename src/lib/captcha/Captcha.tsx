import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/config/env';

/** The token the demo check yields; the demo API accepts it and nothing else. */
export const DEMO_CAPTCHA_TOKEN = 'demo-captcha-ok';

// Google's widget loads only where a captcha shows (registration, checkout), never on login.
const Recaptcha = lazy(() => import('./RecaptchaWidget'));

export interface CaptchaProps {
  /** The token once solved, null when expired or unchecked. */
  onChange: (token: string | null) => void;
  /** The demo check's state (controlled by the form value: a non-empty token is checked). */
  value: string | null;
  /** Already translated. */
  error?: string;
  /** The site key; defaults to VITE_RECAPTCHA_SITE_KEY. Empty: the demo check. */
  siteKey?: string;
}

/**
 * "I am not a robot": reCAPTCHA when a site key is configured, otherwise a visible demo check
 * (a real checkbox, keyboard reachable) whose token the demo API accepts. Translations: the
 * `captcha` namespace, which the page's route loads.
 */
export function Captcha({ onChange, value, error, siteKey = env.recaptchaSiteKey }: CaptchaProps) {
  const { t, i18n } = useTranslation('captcha');
  const errorId = useId();
  return (
    <Box>
      {siteKey ? (
        <Suspense fallback={<Typography color="text.secondary">{t('loading')}</Typography>}>
          <Recaptcha siteKey={siteKey} language={i18n.language} onChange={onChange} />
        </Suspense>
      ) : (
        <Box
          sx={{
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 1,
            px: 2,
            py: 1,
            display: 'inline-block',
          }}
        >
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(value)}
                onChange={(event) => onChange(event.target.checked ? DEMO_CAPTCHA_TOKEN : null)}
                slotProps={{
                  input: {
                    'aria-invalid': Boolean(error),
                    'aria-describedby': error ? errorId : undefined,
                  },
                }}
              />
            }
            label={t('demoLabel')}
          />
          <Typography variant="caption" color="text.secondary" component="p">
            {t('demoNote')}
          </Typography>
        </Box>
      )}
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
