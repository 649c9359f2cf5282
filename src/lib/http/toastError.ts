import { notify } from '@/lib/feedback/notify';
import { i18next, withNamespace } from '@/lib/i18n/i18n';
import type { ApiError } from './types';

/**
 * Shows the error catalogue's toast for an error, if the catalogue has one for it. The catalogue
 * loads with the first error (like its texts and the toaster), off the login page's first chunks.
 */
export function toastError(error: ApiError): void {
  void import('./errorCatalogue').then(({ describeError }) =>
    withNamespace('http', () => {
      const description = describeError(error, i18next.t);
      if (description) notify(description);
    }),
  );
}
