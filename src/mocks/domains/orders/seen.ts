import { QUOTE_CHANGED } from '../../../entities/quote/contract';
import { roundMoney } from '../../../entities/quote/contract';
import { apiError, badRequest, VALIDATOR } from '../../api';
import type { QuoteRecord } from './records';
import { quoteVersion } from './access';

/**
 * The validation carries what the buyer was shown: the total including tax (required) and the
 * version (null when the screen had none). Null when both are still the quote's; else 400 with
 * field errors, or 400 `errors.quote.changed` (not 409: the front reloads a tab on a 409, and
 * here the dialog reloads only the quote and says what changed).
 */
export function seenRefusal(quote: QuoteRecord, body: Record<string, unknown>): Response | null {
  const seen = body.seenTotalIncludingTax;
  if (typeof seen !== 'number' || !Number.isFinite(seen)) {
    return badRequest({
      seenTotalIncludingTax: [
        seen === undefined || seen === null ? VALIDATOR.required : VALIDATOR.number,
      ],
    });
  }
  const version = body.version ?? null;
  if (version !== null && (typeof version !== 'number' || !Number.isInteger(version))) {
    return badRequest({ version: [VALIDATOR.number] });
  }
  const total = roundMoney(quote.totalIncludingTax, quote.currency);
  const changed =
    roundMoney(seen, quote.currency) !== total ||
    (version !== null && version !== quoteVersion(quote));
  return changed ? apiError(400, QUOTE_CHANGED) : null;
}
