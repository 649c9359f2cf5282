/** Typed access to the build-time settings of `.env` (documented in .env.example and the README). */
const raw = import.meta.env;

export const env = {
  apiUrl: raw.VITE_API_URL || 'http://localhost:3001/',
  demoAccounts: raw.VITE_DEMO_ACCOUNTS === 'true',
  passwordMinLength: raw.VITE_PASSWORD_MIN_LENGTH === '8' ? 8 : 13,
  /** reCAPTCHA v2 site key; empty: registration and checkout show the demo check. */
  recaptchaSiteKey: raw.VITE_RECAPTCHA_SITE_KEY || '',
  /** Stripe's publishable key; empty: the demo payment form. */
  stripePublicKey: raw.VITE_STRIPE_PUBLIC_KEY || '',
  sentryDsn: raw.VITE_SENTRY_DSN || '',
  sentryEnvironment: raw.VITE_SENTRY_ENVIRONMENT || raw.MODE,
} as const;
