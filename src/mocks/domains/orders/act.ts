import { HttpResponse, type PathParams } from 'msw';
import {
  allowedQuoteActions,
  canEditQuoteLines,
  type QuoteAction,
  type QuoteSide,
} from '../../../entities/quote/contract';
import { apiError } from '../../api';
import { refusedTrading } from '../organizations';
import type { QuoteRecord } from './records';
import {
  QUOTE_ACTION_NOT_ALLOWED,
  ordersActor,
  quoteNotFound,
  sideQuote,
  type OrdersActor,
} from './access';
import { applyClosure } from './closure';
import { EventIndex } from './view';

export interface ActionContext {
  actor: OrdersActor;
  quote: QuoteRecord;
  side: QuoteSide;
  request: Request;
}

type Run = (context: ActionContext) => Response | Promise<Response>;

const TRADING_ACTIONS: readonly QuoteAction[] = ['save-and-send', 'validate'];

/** The quote as answered after an action: the stored quote and its event. */
export function quoteResponse(quote: QuoteRecord): Response {
  return HttpResponse.json(new EventIndex().detail(quote));
}

export function notAllowed(): Response {
  return apiError(409, QUOTE_ACTION_NOT_ALLOWED);
}

/**
 * A quote action: TRIP_ACCOUNTING_EDIT in the selected organization (401/403), a quote of its
 * side (404), the 7-day rule applied, then the action must be one `allowedQuoteActions` offers
 * that side now, or for edit-lines `canEditQuoteLines` (else 409 errors.quote_action_not_allowed).
 */
export function act(action: QuoteAction | ((side: QuoteSide) => QuoteAction), run: Run) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    const actor = ordersActor(request, 'TRIP_ACCOUNTING_EDIT');
    if (actor instanceof Response) return actor;
    const found = sideQuote(actor, params['id']);
    if (!found) return quoteNotFound();
    const { quote, side } = found;
    applyClosure(quote);
    const wanted = typeof action === 'string' ? action : action(side);
    // Editing lines follows the spec's editability rule, which reaches beyond the state table.
    const allowed =
      wanted === 'edit-lines'
        ? canEditQuoteLines(quote, side, actor.can)
        : allowedQuoteActions(quote, side, actor.can).includes(wanted);
    if (!allowed) return notAllowed();
    // Selling (sending a quotation) and buying (validating one) wait for the operator.
    if (TRADING_ACTIONS.includes(wanted)) {
      const unvalidated = refusedTrading(actor.organizationId);
      if (unvalidated) return unvalidated;
    }
    return run({ actor, quote, side, request });
  };
}
