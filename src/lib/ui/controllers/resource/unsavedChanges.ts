import { createContext, useContext, useEffect, useId } from 'react';

/** Where the forms of a page say whether they hold unsaved changes (the page asks before leaving). */
export const UnsavedChangesContext = createContext<((form: string, dirty: boolean) => void) | null>(
  null,
);

/**
 * Tells the enclosing tabbed page (RecordTabs) that this form holds unsaved changes, so that
 * leaving the tab or the page asks first. Outside such a page it does nothing.
 */
export function useReportUnsavedChanges(dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  const form = useId();
  useEffect(() => {
    report?.(form, dirty);
    return () => report?.(form, false);
  }, [report, form, dirty]);
}
