import type { QuoteLogEvent } from '@/entities/quote';

/** A money amount at the end of a log text, as older or other APIs write it: "1020.00 EUR". */
const TRAILING_AMOUNT = /(-?\d+(?:\.\d+)?) ([A-Z]{3})$/;

/**
 * The parts of a history entry's detail, amounts through the currency formatter: the entry's own
 * `amount` and `currency` when the API gives them (issue 18), else an amount found at the end of
 * the text (the spec's log events may carry only text), else the text as it is.
 */
export function historyDetail(
  entry: Pick<QuoteLogEvent, 'detail' | 'amount' | 'currency'>,
  money: (amount: number, currency: string) => string | null,
  /** The text's words for people (a refund type's code as its label); as it is by default. */
  label: (text: string) => string = (text) => text,
): string[] {
  const detail = label(entry.detail?.trim() ?? '');
  if (typeof entry.amount === 'number' && entry.currency) {
    return [detail, money(entry.amount, entry.currency) ?? ''].filter((part) => part !== '');
  }
  const found = TRAILING_AMOUNT.exec(detail);
  if (found?.[1] === undefined || found[2] === undefined) return detail === '' ? [] : [detail];
  const formatted = money(Number(found[1]), found[2]);
  if (formatted === null) return [detail];
  const rest = detail
    .slice(0, found.index)
    .replace(/[:\s]+$/, '')
    .trim();
  return rest === '' ? [formatted] : [label(rest), formatted];
}

/** What the demo API logs when the cancellation policies are applied: "<rule or —> <rate> %". */
const APPLIED_RULE = /^(\S+) (\d+(?:\.\d+)?) %$/;

/**
 * The detail of a `cancellation_policies_apply` entry in words: the rule as the policy says it,
 * then the rate kept ("Less than 10 days before departure: 40 %"); any other text as it is.
 */
export function appliedRuleDetail(text: string, ruleText: (rule: string) => string): string {
  const found = APPLIED_RULE.exec(text);
  if (found?.[1] === undefined || found[2] === undefined) return text;
  const rate = `${found[2]} %`;
  return found[1] === '—' ? rate : `${ruleText(found[1])}: ${rate}`;
}
