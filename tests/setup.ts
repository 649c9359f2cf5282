import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { closeAlert, currentAlert } from '@/lib/feedback/alertStore';
import { retryTiming } from '@/lib/api/queryRetry';
import { completeBundledTexts, DEFERRED_NAMESPACES, i18next, initI18n } from '@/lib/i18n/i18n';
import { clearCancelledQuotes } from '@/entities/trip';
import { contract, resetDemoApi, server } from '@/mocks/node';
import { contractError } from '@/mocks/contract';
import { leaveTally } from '@/mocks/contract/tally';
import { resetInsertedStyles } from '@/lib/theme/ThemeRoot';
import { takeKitBreaches } from '@/lib/ui/controllers/rules/kitBreaches';
import { releaseMuiModals, resetDocument, trackMuiModals } from '@tests/utils/documentReset';

// Queries still retry network errors and 5xx, without the waits between attempts.
retryTiming.scale = 0;
// Route chunks load on first use: give findBy* queries room on a cold worker.
configure({ asyncUtilTimeout: 5000 });
trackMuiModals();

// The demo API answers every call through msw/node; a call it does not know fails the test.
beforeAll(async () => {
  // The app's route table registers its route ids on import: a component rendered alone (not
  // through renderRoute) resolves its links to other features' screens (`routeTo`) as in the app.
  // Imported here, after the test file's own imports, so that a file's vi.mock of a setting (the
  // demo mailbox's route) applies to the table too.
  await import('@/app/routeTable');
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('en');
  await i18next.loadNamespaces([...DEFERRED_NAMESPACES]);
  await completeBundledTexts();
});
beforeEach(async () => {
  resetDemoApi();
  // A test in French leaves i18next in French: the next one starts in English as the first did.
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterEach(async () => {
  cleanup();
  // What the unmounted trees leave in the shared document (tests/utils/documentReset.ts).
  releaseMuiModals();
  resetDocument();
  // A POST's success alert waits in a module-level queue: each test starts without one.
  while (currentAlert()) closeAlert();
  // So does the notice of the quotes a trip change cancelled.
  clearCancelledQuotes();
  server.resetHandlers();
  // A test that failed on fake timers would leave them to the next one.
  vi.useRealTimers();
  // A page that breaks a kit rule (one primary action per header, ...) fails the test.
  const breaches = takeKitBreaches();
  if (breaches.length > 0) throw new Error(breaches.join('\n'));
  // Last, once everything is reset: a demo API response off docs/api/openapi.yaml fails the test.
  const violations = await contract.takeViolations();
  if (violations.length > 0) throw contractError(violations);
});
/**
 * The integration tests run without per-file isolation (vite.config.ts): the next file of the
 * worker gets the same modules, globals and jsdom, so a file leaves none of its changes behind
 * (i18n goes back to English in beforeAll, through initI18n).
 */
afterAll(() => {
  leaveTally(contract);
  // The app's styles: each file starts with none in the head, as a fresh jsdom would (each
  // earlier file's rules slowed down every role query of the later ones).
  resetInsertedStyles();
  server.close();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
