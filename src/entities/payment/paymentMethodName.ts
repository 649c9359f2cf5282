/**
 * The one name of a saved payment method, wherever one is named (checkout, account, a quote's
 * validation, the organization's offer): "Visa •••• 4242", "SEPA debit •••• 3000". Brands are
 * proper names and stay untranslated; the words around them come from the `payments` namespace.
 */
import type { PaymentFormType } from './types';

/** The masked part: four dots and the last four digits. */
const MASK = '••••';

const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

export interface PaymentMethodWords {
  /** A card of unknown brand: "Card". */
  card: string;
  /** "SEPA debit". */
  sepaDebit: string;
}

export interface NamedPaymentMethod {
  type: PaymentFormType;
  /** A card's brand (visa, mastercard…), or the bank of a SEPA debit; null when not known. */
  brand?: string | null;
  last4: string;
}

/** "Visa", "American Express"; a brand this list does not know keeps its own spelling. */
export function cardBrandName(brand: string | null | undefined, card: string): string {
  const key = (brand ?? '').trim().toLowerCase();
  if (key === '' || key === 'card' || key === 'unknown') return card;
  return CARD_BRANDS[key] ?? (brand ?? '').trim();
}

/** "Visa •••• 4242", "Card •••• 4242" (brand unknown), "SEPA debit •••• 3000". */
export function paymentMethodName(method: NamedPaymentMethod, words: PaymentMethodWords): string {
  const head = method.type === 'card' ? cardBrandName(method.brand, words.card) : words.sepaDebit;
  return `${head} ${MASK} ${method.last4}`;
}
