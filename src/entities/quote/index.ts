/**
 * Quote rules shared by the orders screens and the demo API (DECISIONS.md "Quotes and orders"):
 * who may do what, editability, line statuses, the send and invoice preconditions, the 7-day
 * rule and the cancellation fees, the line price computation and its limits; and the quote
 * contract (quotes.types). Pure functions, no React.
 */
export {
  ORDER_STATES,
  QUOTE_ACTIONS,
  QUOTE_ACTION_RIGHTS,
  allowedQuoteActions,
  canChangeClientAddress,
  canEditQuoteLines,
  isOrderState,
  quoteSide,
  type QuoteAction,
  type QuoteSide,
} from './actions';
export {
  CANCELLATION_RULES,
  cancellationFee,
  choosePolicy,
  feeOf,
  isCancellationRule,
  parseCancellationRule,
  ruleApplies,
  type CancellationContext,
  type CancellationRule,
  type CancellationRuleCode,
  type PolicyCoverage,
} from './cancellation';
export {
  CANCELLATION_VALIDATOR,
  QUOTE_TERMS_CHANGED,
  WAIVER_REASON_MAX,
  seenPolicyOf,
  type OrderCancellationPolicy,
  type OrderPackageTerms,
  type QuoteAppliedCancellation,
  type QuoteOrderTerms,
  type SeenCancellationPolicy,
} from './orderTerms.types';
export {
  appliedCancellationOf,
  cancellationApplicationErrors,
  isWaiver,
  rateAbovePolicyMessage,
  type CancellationApplication,
  type CancellationDue,
} from './cancellationCharge';
export {
  CANCELLATION_NAMESPACE,
  cancellationConditionText,
  cancellationRuleText,
  useCancellationText,
} from './cancellationText';
export {
  isQuoteEditable,
  quoteEditable,
  wasQuoteEditable,
  type QuoteEditContext,
} from './editable';
export {
  CLOSE_AFTER_DAYS,
  LINE_STATUS_ORDER,
  awaitsPricing,
  closureDue,
  invoiceBlockers,
  isEscrowed,
  lineStatusRank,
  nextLineStatuses,
  quoteKind,
  saveAndSendBlockers,
  stateAfterLines,
  type InvoiceBlocker,
  type QuoteKind,
  type SendBlocker,
} from './lifecycle';
export { needsActionFrom, quoteNextActor } from './nextActor';
export {
  AMOUNT_CEILING,
  DEFAULT_MAX_QUANTITY,
  amountError,
  maxQuantityOf,
  productQuantityError,
  quantityMaxError,
  totalError,
} from './pricing/limits';
export {
  currencyDigits,
  linePrice,
  roundMoney,
  sliceQuantity,
  sumTotals,
  type LineTotals,
  type PriceInputs,
  type Totals,
} from './pricing/linePrice';
export { clientUnitPrice, type ClientPriceLine } from './pricing/clientPrice';
export { sliceOrderError, slicedUnitPrice, type PriceSlice } from './pricing/slicePrice';
export {
  CLAIM_NATURES,
  QUOTE_CANCELLATION_TYPES,
  QUOTE_CANCELLED_BY,
  QUOTE_CHANGED,
  QUOTE_LINE_STATUSES,
  QUOTE_LOG_EVENTS,
  QUOTE_PAYMENT_TERMS,
  QUOTE_STATES,
  REFUND_TYPES,
  newQuoteLifecycle,
  quoteVersionOf,
  type CancellationCondition,
  type ClaimEvidence,
  type ClaimNature,
  type Quote,
  type QuoteCalendarEntry,
  type QuoteCancellationType,
  type QuoteCancelledBy,
  type QuoteClaim,
  type QuoteClientAddress,
  type QuoteDetail,
  type QuoteEventInfo,
  type QuoteFilterOption,
  type QuoteFilterOptions,
  type QuoteFilters,
  type QuoteLifecycle,
  type QuoteLine,
  type QuoteLineStatus,
  type QuoteLogEvent,
  type QuoteLogEventCode,
  type QuotePage,
  type QuoteParty,
  type QuotePaymentTerm,
  type QuoteState,
  type RefundType,
  type ShopCancellationPolicy,
} from './quotes.types';
export type {
  ApplyCancellationPayload,
  ClaimAnswerPayload,
  ClaimPayload,
  ClientInformationsPayload,
  QuoteCancelPayload,
  QuoteCancellationPreview,
  QuoteEditPayload,
  QuoteLinesDatesPayload,
  QuoteLinesStatusPayload,
  QuoteValidateConfirmPayload,
  QuoteValidatePayload,
  QuoteValidateResult,
} from './quoteActions.types';
export { quoteStatus, quoteTone } from './tone';
export { toQuoteCalendarEvent } from './calendarEvent';
export { QUOTE_CALENDAR_TAG, quoteCalendarApi, useQuotesInRangeQuery } from './calendar.api';
export { QuoteStatusChip } from './QuoteStatusChip';
export * from './contract';
