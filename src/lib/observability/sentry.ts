// Named imports only: this module is already its own lazy chunk (main.tsx), and a namespace
// import kept every export of @sentry/react in it (user feedback, canvas replay: ~30 KB gzip unused).
import { browserTracingIntegration, init, replayIntegration } from '@sentry/react';
import { scrubEvent, scrubValue } from './scrub';

export interface SentryOptions {
  dsn: string;
  environment: string;
}

/** Sentry loads (this module is its own chunk, imported by main.tsx) only when VITE_SENTRY_DSN is set. */
export async function initSentry({ dsn, environment }: SentryOptions): Promise<boolean> {
  if (!dsn) return false;
  init({
    dsn,
    environment,
    integrations: [
      browserTracingIntegration(),
      replayIntegration({
        // Replays keep Sentry's privacy defaults (text masked, inputs masked, media blocked) and
        // record no request or response details (networkDetailAllowUrls stays empty); what they
        // do record (console lines, request URLs, breadcrumbs) is scrubbed like events.
        networkDetailAllowUrls: [],
        beforeAddRecordingEvent: (frame) => scrubValue(frame),
      }),
    ],
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb),
  });
  return true;
}
