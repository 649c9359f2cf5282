import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { startApp } from '@/app/startApp';
import { env } from '@/lib/config/env';
import '@/lib/theme/fonts.css';

const { store, router, routes } = startApp();

if (env.sentryDsn) {
  void import('@/lib/observability/sentry').then(({ initSentry }) =>
    initSentry({ dsn: env.sentryDsn, environment: env.sentryEnvironment }),
  );
}

// A preloaded dependency of a lazy chunk failed (usually a new deployment): the route's own
// reload-once logic handles it, so keep Vite from throwing an unhandled error here.
window.addEventListener('vite:preloadError', (event) => event.preventDefault());

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} routes={routes} />
    </StrictMode>,
  );
}
