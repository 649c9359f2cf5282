/** Typed access to the build-time settings of `.env` (documented in .env.example and the README). */
const raw = import.meta.env;

/**
 * The demo mailbox page (`/demo/mailbox`) reads the demo API's outbox, which only demo mode has:
 * `true` shows it, `false` hides it, unset shows it in the dev server (`npm start`) and hides it
 * in a build.
 */
export function demoMailboxOn(setting: string | undefined, devServer: boolean): boolean {
  return setting === 'true' || (devServer && setting !== 'false');
}

export const env = {
  // Always set in a build (vite.config.ts fails without it); the demo API for tests.
  apiUrl: raw.VITE_API_URL || 'http://localhost:3001/',
  demoAccounts: raw.VITE_DEMO_ACCOUNTS === 'true',
  demoMailbox: demoMailboxOn(raw.VITE_DEMO_MAILBOX, raw.DEV),
  passwordMinLength: raw.VITE_PASSWORD_MIN_LENGTH === '8' ? 8 : 13,
  /** reCAPTCHA v2 site key; empty: registration and checkout show the demo check. */
  recaptchaSiteKey: raw.VITE_RECAPTCHA_SITE_KEY || '',
  /** Stripe's publishable key; empty: the demo payment form. */
  stripePublicKey: raw.VITE_STRIPE_PUBLIC_KEY || '',
  sentryDsn: raw.VITE_SENTRY_DSN || '',
  sentryEnvironment: raw.VITE_SENTRY_ENVIRONMENT || raw.MODE,
} as const;
