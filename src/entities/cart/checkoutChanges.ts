/**
 * A checkout answered `changes` (DECISIONS.md "Catalogue"): which cart line each change names,
 * and the figures the line takes once the buyer accepts them, so the next checkout sends them.
 */
import type { CheckoutChange } from './checkout.types';
import type { PackageContent } from './shop.types';

/** A line's figures as the API has them now; only the changed ones are set. */
export interface CartLineFigures {
  quantity?: number;
  unitPrice?: number | null;
  discountRate?: number;
  ecotax?: number;
  vatRate?: number;
  contents?: PackageContent[];
}

export interface CartLineRefresh {
  lineId: string;
  figures: CartLineFigures;
}

/**
 * The figures of each line a change names, by the ids of the lines in the order the checkout
 * sent them (`lineIndex`). The total's change names no line: it follows from the lines.
 */
export function lineRefreshesOf(
  sentLineIds: readonly string[],
  changes: readonly CheckoutChange[],
): CartLineRefresh[] {
  const byLine = new Map<string, CartLineFigures>();
  for (const change of changes) {
    if (change.lineIndex === null) continue;
    const lineId = sentLineIds[change.lineIndex];
    if (lineId === undefined) continue;
    const figures = byLine.get(lineId) ?? {};
    if (change.field === 'quantity') figures.quantity = change.current;
    else if (change.field === 'unitPrice') figures.unitPrice = change.current;
    else if (change.field === 'discountRate') figures.discountRate = change.current;
    else if (change.field === 'ecotax') figures.ecotax = change.current;
    else if (change.field === 'vatRate') figures.vatRate = change.current;
    else figures.contents = change.current;
    byLine.set(lineId, figures);
  }
  return [...byLine].map(([lineId, figures]) => ({ lineId, figures }));
}
