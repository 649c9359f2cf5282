/**
 * What the checkout's change dialog shows (DECISIONS.md "Catalogue"): the changes the API
 * answered, grouped by the cart line they name (the total last), each figure as text; and the
 * sellers whose cancellation policy changed since the page showed it (issue 27).
 */
import type {
  CheckoutChange,
  CheckoutPolicyChange,
  PackageContent,
  SellerSeenPolicy,
} from '@/entities/cart';

/** A change of a figure: a line's, or the total. */
export type FigureChange = Exclude<CheckoutChange, CheckoutPolicyChange>;

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
  changes: FigureChange[];
}

/** The changed lines in the order they were sent, then the total (policies: policyChangesOf). */
export function changedLinesOf(
  changes: readonly CheckoutChange[],
  sent: readonly SentLine[],
): ChangedLine[] {
  const lines: ChangedLine[] = [];
  const total: FigureChange[] = [];
  for (const change of changes) {
    if (change.field === 'cancellationPolicy') continue;
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
  change: FigureChange,
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

/** A seller's policy as the checkout page showed it: what it sent, and the name it read. */
export interface ShownSellerPolicy extends SellerSeenPolicy {
  sellerName: string;
  /** The policy's name as shown; null when none was. */
  policyName: string | null;
}

/** A policy as the dialog names it: its name and version, or none (the terms of sale). */
export type PolicyVersion = { name: string; updatedAt: string } | null;

export interface ChangedPolicy {
  sellerId: number;
  sellerName: string;
  seen: PolicyVersion;
  current: PolicyVersion;
}

/**
 * The sellers whose policy changed, in the order the answer lists them: the policy seen named as
 * the page showed it (`shown`), the current one as the answer names it.
 */
export function policyChangesOf(
  changes: readonly CheckoutChange[],
  shown: readonly ShownSellerPolicy[],
): ChangedPolicy[] {
  return changes.flatMap((change) => {
    if (change.field !== 'cancellationPolicy') return [];
    const seller = shown.find((candidate) => candidate.sellerId === change.sellerId);
    const seen = change.seen && {
      name: seller?.policyName ?? '',
      updatedAt: change.seen.updatedAt,
    };
    const current = change.current && {
      name: change.current.name,
      updatedAt: change.current.updatedAt,
    };
    return [{ sellerId: change.sellerId, sellerName: seller?.sellerName ?? '', seen, current }];
  });
}
