import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useCurrentAlert } from './alertStore';
import { useToasterRequested } from './notify';

// Both load with their first use, not with the login page: notistack with the first toast,
// the dialog (MUI Modal and its transitions) with the first alert.
const Toaster = lazy(() => import('./Toaster'));
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

function LazyToaster() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Toasts (notistack) and the modal alert for the whole app; mount it once near the root. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LazyToaster />
      <LazyFeedbackHost />
    </>
  );
}
