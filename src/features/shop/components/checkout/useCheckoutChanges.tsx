import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutChange } from '@/entities/cart';
import type { SentLine, ShownSellerPolicy } from '../../model/checkoutChanges';

// The dialog loads when a checkout answers changes (rare): the checkout page's budget (1.6x the
// login page, gzip) has no room for it and the kit's ChangeList on the page's own chunk.
const CheckoutChangesDialog = lazy(() =>
  import('./CheckoutChangesDialog').then((module) => ({ default: module.CheckoutChangesDialog })),
);

/** What the API answered instead of an order, with the lines it names. */
export interface AskedChanges {
  changes: CheckoutChange[];
  sent: SentLine[];
  currency: string;
  /** The sellers' policies as the page showed them (none on a page that shows none). */
  sellers?: ShownSellerPolicy[];
}

/**
 * The change dialog of a checkout or a helicopter order: `ask` opens it with the answer's
 * changes; accepting runs `onAccept` (the page takes the new figures) and says to confirm again,
 * declining leaves everything as it was. Either way nothing was ordered, and the notice says so.
 */
export function useCheckoutChanges(onAccept: (asked: AskedChanges) => void) {
  const { t } = useTranslation('checkout');
  const [asked, setAsked] = useState<AskedChanges | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  let dialog: ReactNode = null;
  if (asked) {
    dialog = (
      <Suspense fallback={null}>
        <CheckoutChangesDialog
          changes={asked.changes}
          sent={asked.sent}
          currency={asked.currency}
          sellers={asked.sellers ?? []}
          onAccept={() => {
            onAccept(asked);
            setAsked(null);
            const policyChanged = asked.changes.some((c) => c.field === 'cancellationPolicy');
            setNotice(
              policyChanged
                ? `${t('changes.accepted')} ${t('changes.policyAccepted')}`
                : t('changes.accepted'),
            );
          }}
          onDecline={() => {
            setAsked(null);
            setNotice(t('changes.declined'));
          }}
        />
      </Suspense>
    );
  }

  return {
    ask: (answer: AskedChanges) => {
      setNotice(null);
      setAsked(answer);
    },
    clearNotice: () => setNotice(null),
    dialog,
    notice,
  };
}
