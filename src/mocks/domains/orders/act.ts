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

/** The last action queued on each quote (by id): the next one starts when it has answered. */
const queues = new Map<number, Promise<unknown>>();

/**
 * Runs the actions on one quote one at a time. An action reads its body (an await) between its
 * checks and its writes, so two identical calls (a double click, a retry) could otherwise both
 * pass the checks and both capture, refund or credit: the second now checks the state the first
 * left, and is refused as any action the state no longer allows.
 */
function oneAtATime(quoteId: number, task: () => Promise<Response>): Promise<Response> {
  const previous = queues.get(quoteId) ?? Promise.resolve();
  const result = previous.then(task, task);
  const settled = result.catch(() => undefined);
  queues.set(quoteId, settled);
  void settled.then(() => {
    if (queues.get(quoteId) === settled) queues.delete(quoteId);
  });
  return result;
}

/**
 * A quote action: TRIP_ACCOUNTING_EDIT in the selected organization (401/403), a quote of its
 * side (404), the 7-day rule applied, then the action must be one `allowedQuoteActions` offers
 * that side now, or for edit-lines `canEditQuoteLines` (else 409 errors.quote_action_not_allowed).
 * Actions on one quote run one at a time (`oneAtATime`).
 */
export function act(action: QuoteAction | ((side: QuoteSide) => QuoteAction), run: Run) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    const actor = ordersActor(request, 'TRIP_ACCOUNTING_EDIT');
    if (actor instanceof Response) return actor;
    const found = sideQuote(actor, params['id']);
    if (!found) return quoteNotFound();
    return oneAtATime(found.quote.id, async () => checkAndRun(action, run, actor, found, request));
  };
}

async function checkAndRun(
  action: QuoteAction | ((side: QuoteSide) => QuoteAction),
  run: Run,
  actor: OrdersActor,
  { quote, side }: { quote: QuoteRecord; side: QuoteSide },
  request: Request,
): Promise<Response> {
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
}
