import { i18next, withNamespace } from '@/lib/i18n/i18n';
import { showAlert } from './alertStore';
import { notify } from './notify';
import { successUsesAlert, successWordFor, type SuccessOptions } from './successWord';

/** The success feedback of a call (spec section 8): modal alert for a POST, toast otherwise. */
export function announceSuccess(
  method: string | undefined,
  meta: SuccessOptions | undefined,
): void {
  const word = successWordFor(method, meta);
  if (word === null) return;
  withNamespace('http', () => {
    const message = {
      title: i18next.t('success.title', { ns: 'http' }),
      detail: i18next.t(`success.${word}`, { ns: 'http' }),
      variant: 'success' as const,
    };
    if (successUsesAlert(method, meta)) showAlert(message);
    else notify(message);
  });
}
