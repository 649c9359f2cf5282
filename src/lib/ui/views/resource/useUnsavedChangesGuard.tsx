import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBeforeUnload, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation is held by React Router's
 * useBlocker and the person chooses to stay or leave; closing or reloading the tab gets the
 * browser's own prompt. `allowLeave()` lets the next navigation through (after a successful
 * save, or the form's own Cancel). Needs a data router (createBrowserRouter / createMemoryRouter).
 *
 *   const guard = useUnsavedChangesGuard(isDirty);
 *   …onSuccess: guard.allowLeave(); navigate(to);
 *   return <>{form}{guard.dialog}</>;
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation('ui');
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (dirty && !allowed.current) event.preventDefault();
      },
      [dirty],
    ),
  );

  const allowLeave = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('form.unsavedTitle')}
      message={t('form.unsavedMessage')}
      confirmLabel={t('form.leave')}
      cancelLabel={t('form.stay')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );

  return { allowLeave, dialog };
}
