import { offerTurnoverRefusal } from '../offers';
import { lineTotals } from './buildQuotes';
import { activeSeller, convert } from './catalog';
import type { PricedLine } from './orderInput';

/**
 * The direct orders of a checkout that take their seller's turnover past its offer's limit
 * (offers/turnover.ts): for each such seller, the index of its first direct line and the
 * refusal. The buyer is told the seller takes no more orders for now, naming the seller only:
 * a seller's offer, its limit and its turnover are not the buyer's to read. Lines on quotation
 * count when the seller sends them.
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
    if (offerTurnoverRefusal(sellerId, { amount, currency }, convert) === null) return [];
    const seller = activeSeller(sellerId)?.commercialName ?? '';
    return [{ index, message: `validator.offer.seller_full|${JSON.stringify({ seller })}` }];
  });
}
