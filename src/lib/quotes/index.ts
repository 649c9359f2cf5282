/**
 * Quote rules shared by the orders screens and the demo API (DECISIONS.md "Quotes and orders"):
 * who may do what, editability, line statuses, the send and invoice preconditions, the 7-day
 * rule and the cancellation fees. Pure functions, no React.
 */
export {
  allowedQuoteActions,
  canChangeClientAddress,
  canEditQuoteLines,
  isOrderState,
  ORDER_STATES,
  QUOTE_ACTION_RIGHTS,
  QUOTE_ACTIONS,
  quoteSide,
  type QuoteAction,
  type QuoteSide,
} from './actions';
export {
  isQuoteEditable,
  quoteEditable,
  wasQuoteEditable,
  type QuoteEditContext,
} from './editable';
export {
  CANCELLATION_RULES,
  cancellationFee,
  feeOf,
  isCancellationRule,
  parseCancellationRule,
  ruleApplies,
  type CancellationContext,
  type CancellationRule,
  type CancellationRuleCode,
} from './cancellation';
export {
  CLOSE_AFTER_DAYS,
  closureDue,
  invoiceBlockers,
  isEscrowed,
  LINE_STATUS_ORDER,
  lineStatusRank,
  nextLineStatuses,
  quoteKind,
  saveAndSendBlockers,
  stateAfterLines,
  type InvoiceBlocker,
  type QuoteKind,
  type SendBlocker,
} from './lifecycle';
