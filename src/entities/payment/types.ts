/** What the demo payment form sends to confirm a setup intent (no real card data ever leaves it). */
export type DemoSetupConfirmation =
  | {
      type: 'card';
      /** Digits only. */
      number: string;
      /** `MM/YY`. */
      expiry: string;
      cvc: string;
      holder: string;
    }
  | {
      type: 'sepa_debit';
      /** Electronic format: no spaces, upper case. */
      iban: string;
      holder: string;
    }
  /** The answer of the demo 3-D Secure step for a card that required authentication. */
  | { type: 'authentication'; approved: boolean };

/** The outcome the payment form needs from whoever confirms (the demo API or Stripe). */
export interface SetupResult {
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing' | 'canceled';
  errorCode: string | null;
}

/** The card and SEPA types a form may offer. */
export type PaymentFormType = 'card' | 'sepa_debit';
