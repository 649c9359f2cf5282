import type { SetURLSearchParams } from 'react-router-dom';

/** Closes a dialog opened by a URL parameter: drops it, replacing the history entry. */
export function closeDialogParam(setSearchParams: SetURLSearchParams, name: string): void {
  setSearchParams(
    (current) => {
      const next = new URLSearchParams(current);
      next.delete(name);
      return next;
    },
    { replace: true },
  );
}
