import { offerTurnoverRefusal } from '../offers';
import { lineTotals } from './buildQuotes';
import { convert } from './catalog';
import type { PricedLine } from './orderInput';

/**
 * The direct orders of a checkout that take their seller's turnover past its offer's limit
 * (offers/turnover.ts): for each such seller, the index of its first direct line and the
 * refusal naming the limit and the offer. Lines on quotation count when the seller sends them.
 */
export function turnoverRefusals(
  lines: readonly PricedLine[],
  currency: string,
): { index: number; message: string }[] {
  const bySeller = new Map<number, { index: number; amount: number }>();
  lines.forEach((line, index) => {
    if (line.unitPrice === null) return;
    const sellerId = line.product.sellerId;
    const order = bySeller.get(sellerId) ?? { index, amount: 0 };
    order.amount += lineTotals(line, currency).totalExcludingTax;
    bySeller.set(sellerId, order);
  });
  return [...bySeller].flatMap(([sellerId, { index, amount }]) => {
    const message = offerTurnoverRefusal(sellerId, { amount, currency }, convert);
    return message === null ? [] : [{ index, message }];
  });
}
