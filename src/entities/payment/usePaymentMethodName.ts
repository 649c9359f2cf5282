import { useTranslation } from 'react-i18next';
import { paymentMethodName, type NamedPaymentMethod } from './paymentMethodName';

/** `paymentMethodName` with the words of the reader's language. */
export function usePaymentMethodName(): (method: NamedPaymentMethod) => string {
  const { t } = useTranslation('payments');
  const words = { card: t('methodName.card'), sepaDebit: t('methodName.sepaDebit') };
  return (method) => paymentMethodName(method, words);
}
