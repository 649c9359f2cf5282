/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_DEMO_ACCOUNTS?: string;
  readonly VITE_DEMO_MAILBOX?: string;
  readonly VITE_PASSWORD_MIN_LENGTH?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_STRIPE_PUBLIC_KEY?: string;
  readonly VITE_SENTRY_ENVIRONMENT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
