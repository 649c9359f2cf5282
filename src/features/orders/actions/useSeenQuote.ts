import { useState } from 'react';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { QUOTE_CHANGED, quoteVersionOf, type QuoteDetail } from '@/entities/quote';
import { useCan } from '@/lib/auth/useCan';
import { allowedQuoteActions } from '@/entities/quote';
import { useLazyQuoteShowQuery } from '../api/orders.api';

/** What changed between the total shown and the quote now; `open` while it can be validated. */
export interface QuoteChange {
  before: number;
  after: number;
  open: boolean;
}

/**
 * The total and version the buyer is shown in the validate dialog, which the validation sends
 * (DECISIONS "Authority and money"). A refusal because the quote changed reloads the quote and
 * shows its new total with what it was, so the buyer is asked again about what it costs now.
 */
export function useSeenQuote(quote: QuoteDetail) {
  const can = useCan();
  const [shown, setShown] = useState(() => ({
    total: quote.totalIncludingTax,
    version: quoteVersionOf(quote),
  }));
  const [change, setChange] = useState<QuoteChange | null>(null);
  const [reload] = useLazyQuoteShowQuery();

  /** True when `error` was that refusal and the quote was read again. */
  const reloadIfChanged = async (error: unknown): Promise<boolean> => {
    if (apiErrorOf(error)?.message !== QUOTE_CHANGED) return false;
    try {
      const fresh = await reload(quote.id).unwrap();
      setChange({
        before: shown.total,
        after: fresh.totalIncludingTax,
        open: allowedQuoteActions(fresh, 'client', can).includes('validate'),
      });
      setShown({ total: fresh.totalIncludingTax, version: quoteVersionOf(fresh) });
      return true;
    } catch {
      // Not read again: the refusal's own message says the quote changed.
      return false;
    }
  };

  return {
    total: shown.total,
    payload: { seenTotalIncludingTax: shown.total, version: shown.version },
    change,
    /** False once the quote, read again, no longer waits for the buyer's validation. */
    open: change?.open ?? true,
    /** Changes with what is shown: a payment form under it starts afresh. */
    key: `${shown.version ?? 'none'}-${shown.total}`,
    reloadIfChanged,
  };
}
