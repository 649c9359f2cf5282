/**
 * What the checkout's change dialog shows (DECISIONS.md "Catalogue"): the changes the API
 * answered, grouped by the cart line they name (the total last), each figure as text.
 */
import type { CheckoutChange, PackageContent } from '@/entities/cart';

/** The lines as the checkout sent them, in order: `lineIndex` names one of them. */
export interface SentLine {
  id: string;
  productName: string;
}

export interface ChangedLine {
  /** The cart line's id; null for the checkout's total. */
  lineId: string | null;
  /** The product's name as the cart shows it; null for the total. */
  name: string | null;
  changes: CheckoutChange[];
}

/** The changed lines in the order they were sent, then the total. */
export function changedLinesOf(
  changes: readonly CheckoutChange[],
  sent: readonly SentLine[],
): ChangedLine[] {
  const lines: ChangedLine[] = [];
  const total: CheckoutChange[] = [];
  for (const change of changes) {
    if (change.lineIndex === null) {
      total.push(change);
      continue;
    }
    const line = sent[change.lineIndex];
    if (!line) continue;
    const group = lines.find((candidate) => candidate.lineId === line.id);
    if (group) group.changes.push(change);
    else lines.push({ lineId: line.id, name: line.productName, changes: [change] });
  }
  return total.length > 0 ? [...lines, { lineId: null, name: null, changes: total }] : lines;
}

/** How the dialog writes each kind of figure (the interface language's formats). */
export interface FigureFormat {
  number: (value: number) => string;
  money: (value: number) => string;
  percent: (value: number) => string;
  contents: (value: readonly PackageContent[]) => string;
  /** A unit price of null: on quotation request. */
  onRequest: string;
}

/** A change's figure (`seen` or `current`) as the dialog writes it. */
export function figureText(
  change: CheckoutChange,
  which: 'seen' | 'current',
  format: FigureFormat,
): string {
  switch (change.field) {
    case 'quantity':
      return format.number(change[which]);
    case 'unitPrice': {
      const price = change[which];
      return price === null ? format.onRequest : format.money(price);
    }
    case 'discountRate':
    case 'vatRate':
      return format.percent(change[which]);
    case 'ecotax':
      return format.money(change[which]);
    case 'contents':
      return format.contents(change[which]);
    case 'totalIncludingTax':
      return format.money(change[which]);
  }
}
