import { useState } from 'react';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import {
  QUOTE_TERMS_CHANGED,
  seenPolicyOf,
  type OrderCancellationPolicy,
  type QuoteDetail,
} from '@/entities/quote';
import { useQuoteCancellationPreviewQuery } from '../api/orders.api';

/**
 * The cancellation policy the validate dialog shows, which the validation names as seen (issue
 * 27): the preview's (the quotation page shows the same), kept as first shown so it never
 * changes under the buyer's eyes. A refusal because the seller changed it reads the preview
 * again and shows the new policy with a notice, as useSeenQuote does for the total.
 */
export function useSeenTerms(quote: QuoteDetail) {
  const preview = useQuoteCancellationPreviewQuery(quote.id);
  // undefined: not shown yet (loading); null: no policy applies (the terms of sale).
  const [shown, setShown] = useState<OrderCancellationPolicy | null | undefined>(undefined);
  const [changed, setChanged] = useState(false);
  if (shown === undefined && preview.data) setShown(preview.data.policy);

  /** True when `error` was that refusal and the policy was read again. */
  const reloadIfChanged = async (error: unknown): Promise<boolean> => {
    if (apiErrorOf(error)?.message !== QUOTE_TERMS_CHANGED) return false;
    try {
      const fresh = await preview.refetch().unwrap();
      setShown(fresh.policy);
      setChanged(true);
      return true;
    } catch {
      // Not read again: the refusal's own message says the policy changed.
      return false;
    }
  };

  return {
    /** The policy shown; undefined while it loads (the validation waits for it). */
    policy: shown,
    ready: shown !== undefined,
    failed: shown === undefined && preview.isError,
    retry: () => void preview.refetch(),
    changed,
    seenCancellationPolicy: seenPolicyOf(shown ?? null),
    /** Changes with the policy shown: a payment form under it starts afresh. */
    key: shown ? `${shown.id}-${shown.updatedAt}` : 'none',
    reloadIfChanged,
  };
}
