import { notify } from '@/lib/feedback/notify';
import { i18next, withNamespace } from '@/lib/i18n/i18n';
import { describeError } from './errorCatalogue';
import type { ApiError } from './types';

/** Shows the error catalogue's toast for an error, if the catalogue has one for it. */
export function toastError(error: ApiError): void {
  withNamespace('http', () => {
    const description = describeError(error, i18next.t);
    if (description) notify(description);
  });
}
