import type { InvoicePaymentMethod } from '../../../entities/invoice/contract';
import type { PaymentIntentStatus } from '../../../entities/payment/contract';
import {
  cardBrand,
  cardDigits,
  demoCardOutcome,
  demoIbanOutcome,
  electronicIban,
  isValidExpiry,
} from '../../../entities/payment/contract';
import { VALIDATOR, badRequest, TEXT_MAX, requiredTextError } from '../../api';
import { db } from '../../db';
import { now } from '../../db/clock';
import { issueInvoice } from '../invoices';
import { orderTermsOf, type PaymentIntentRecord } from '../shop';
import type { QuoteRecord } from './records';

type Errors = Record<string, string[]>;

const TERMS_REQUIRED = 'validator.terms_required';

function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A new payment intent of the quote's total, for the user (no shop checkout behind it). */
export function newIntent(quote: QuoteRecord, userId: number): PaymentIntentRecord {
  const id = `pi_demo_${db.paymentIntents.length + 1}_${now().getTime().toString(36)}`;
  const intent: PaymentIntentRecord = {
    id,
    checkoutId: '',
    userId,
    status: 'requires_confirmation',
    clientSecret: `${id}_secret_demo`,
    amount: quote.totalIncludingTax,
    currency: quote.currency,
    errorCode: null,
    pending: null,
  };
  db.paymentIntents.push(intent);
  return intent;
}

export function setIntentStatus(
  quote: QuoteRecord,
  status: PaymentIntentStatus,
  errorCode: string | null = null,
): void {
  if (!quote.paymentIntent) return;
  const id = quote.paymentIntent.id;
  quote.paymentIntent = { id, status };
  const intent = db.paymentIntents.find((candidate) => candidate.id === id);
  if (intent) {
    intent.status = status;
    intent.errorCode = errorCode;
    if (status !== 'requires_action') intent.pending = null;
  }
}

/** The authorisation's outcome: settled (escrowed card or SEPA debit on its way), or not yet. */
export interface Authorisation {
  intent: PaymentIntentRecord;
  method: InvoicePaymentMethod;
}

/**
 * Authorises the quote's total with a saved method of the user or a demo card / IBAN (Stripe's
 * test numbers): a card is escrowed (`requires_capture`), a SEPA debit `processing`; a declined
 * one `requires_payment_method`, a 3-D Secure card `requires_action`. 400 on malformed input.
 */
export function authorise(
  quote: QuoteRecord,
  userId: number,
  body: Record<string, unknown>,
): Authorisation | Response {
  const sepaAccepted = body.acceptSepaTerms === true;
  const demo = body.demoPaymentMethod;
  if (typeof body.paymentMethodId === 'string' && body.paymentMethodId !== '') {
    const method = db.paymentMethods.find(
      (m) => m.id === body.paymentMethodId && m.userId === userId,
    );
    if (!method) return badRequest({ paymentMethodId: [VALIDATOR.choice] });
    if (method.type === 'sepa_debit' && !sepaAccepted) {
      return badRequest({ acceptSepaTerms: [TERMS_REQUIRED] });
    }
    const intent = newIntent(quote, userId);
    intent.status = method.type === 'card' ? 'requires_capture' : 'processing';
    return { intent, method: method.type };
  }
  if (!isObject(demo)) return badRequest({ paymentMethodId: [VALIDATOR.required] });
  const holder = str(demo.holder);
  const errors: Errors = {};
  if (demo.type === 'card') {
    const number = cardDigits(str(demo.number));
    const expiry = str(demo.expiry);
    if (demoCardOutcome(number) === 'invalid')
      errors['demoPaymentMethod.number'] = ['validator.card_number'];
    if (!isValidExpiry(expiry, now()))
      errors['demoPaymentMethod.expiry'] = ['validator.card_expiry'];
    if (!/^\d{3,4}$/.test(str(demo.cvc))) errors['demoPaymentMethod.cvc'] = ['validator.card_cvc'];
    const holderError = requiredTextError(holder, TEXT_MAX.name);
    if (holderError) errors['demoPaymentMethod.holder'] = [holderError];
    if (Object.keys(errors).length > 0) return badRequest(errors);
    const intent = newIntent(quote, userId);
    const outcome = demoCardOutcome(number);
    if (outcome === 'succeeded') intent.status = 'requires_capture';
    else if (outcome === 'requires_action') {
      intent.status = 'requires_action';
      intent.pending = {
        type: 'card',
        brand: cardBrand(number),
        last4: number.slice(-4),
        expiry,
        holder,
      };
    } else {
      intent.status = 'requires_payment_method';
      intent.errorCode = 'card_declined';
    }
    return { intent, method: 'card' };
  }
  if (demo.type === 'sepa_debit') {
    const outcome = demoIbanOutcome(electronicIban(str(demo.iban)));
    if (outcome === 'invalid') errors['demoPaymentMethod.iban'] = [VALIDATOR.iban];
    const holderError = requiredTextError(holder, TEXT_MAX.name);
    if (holderError) errors['demoPaymentMethod.holder'] = [holderError];
    if (!sepaAccepted) errors.acceptSepaTerms = [TERMS_REQUIRED];
    if (Object.keys(errors).length > 0) return badRequest(errors);
    const intent = newIntent(quote, userId);
    if (outcome === 'succeeded') intent.status = 'processing';
    else {
      intent.status = 'requires_payment_method';
      intent.errorCode = 'sepa_debit_declined';
    }
    return { intent, method: 'sepa_debit' };
  }
  return badRequest({ 'demoPaymentMethod.type': [VALIDATOR.choice] });
}

/** Whether the money is authorised (card escrowed) or on its way (SEPA). */
export function isSettled(status: PaymentIntentStatus): boolean {
  return status === 'requires_capture' || status === 'processing' || status === 'succeeded';
}

/** A credit note of `amount` (the refunded part), paid at once: the money goes back. */
export function creditNote(quote: QuoteRecord, amount: number): void {
  if (amount <= 0) return;
  issueInvoice(quote, {
    type: 'credit_note',
    amount,
    paymentMethod: orderTermsOf(quote).paymentMethod,
    paid: true,
  });
}
