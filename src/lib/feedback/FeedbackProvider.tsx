import { SnackbarProvider } from 'notistack';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { TOAST_TIMEOUT_MS } from '@/lib/config/constants';
import { useCurrentAlert } from './alertStore';
import { flushPendingToasts } from './notify';

const MAX_TOASTS = 3;
const ANCHOR = { vertical: 'top', horizontal: 'right' } as const;

// The dialog (MUI Modal and its transitions) loads with the first alert, not with the login page.
const FeedbackHost = lazy(() =>
  import('./FeedbackHost').then((module) => ({ default: module.FeedbackHost })),
);

function LazyFeedbackHost() {
  const alert = useCurrentAlert();
  // Once loaded it stays mounted, so the dialog can play its closing transition.
  const [needed, setNeeded] = useState(false);
  if (alert && !needed) setNeeded(true);
  if (!needed && !alert) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  );
}

/** Toasts (notistack) and the modal alert for the whole app; mount it once near the root. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    flushPendingToasts();
  }, []);

  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      anchorOrigin={ANCHOR}
      autoHideDuration={TOAST_TIMEOUT_MS}
    >
      {children}
      <LazyFeedbackHost />
    </SnackbarProvider>
  );
}
