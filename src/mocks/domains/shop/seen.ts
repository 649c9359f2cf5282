import {
  CHECKOUT_LINE_FIELDS,
  PACKAGED_TYPOLOGIES,
  type CheckoutChange,
  type CheckoutFigures,
  type CheckoutLineChange,
  type CheckoutResult,
  type PackageContent,
} from '../../../entities/cart/contract';
import { amountError, roundMoney, totalError } from '../../../entities/quote/contract';
import { SERVICE_LIMITS } from '../../../entities/service/contract';
import { messageWithValues } from '../../../lib/validation/messages';
import { VALIDATOR, addError, fitsLength, isJsonObject, lengthMaxMessage } from '../../api';
import type { ShopProductRecord, Texts } from './records';

/**
 * What the buyer saw (DECISIONS.md "Catalogue": checkout lines carry it, the checkout its total):
 * read from the request with the field errors of a bad or missing figure, and compared with the
 * figures priced afresh. Every difference is a change; the handlers create nothing when one is
 * found.
 */

type Errors = Record<string, string[]>;

/** A line's figures, as seen or as priced now (contents as sent, or in the call's language). */
export type LineFigures = Omit<CheckoutFigures, 'totalIncludingTax'>;

const ITEMS_MAX = 'validator.service.items_max';

/** A seen number: required, finite, then `bound`'s rule; NaN with its error when it fails. */
function readNumber(
  value: unknown,
  field: string,
  errors: Errors,
  bound: (value: number) => string | null,
): number {
  if (value === undefined || value === null) addError(errors, field, VALIDATOR.required);
  else if (typeof value !== 'number' || !Number.isFinite(value)) {
    addError(errors, field, VALIDATOR.number);
  } else {
    const error = bound(value);
    if (error === null) return value;
    addError(errors, field, error);
  }
  return Number.NaN;
}

const percentage = (value: number) => (value >= 0 && value <= 100 ? null : VALIDATOR.percentage);
const amount = (value: number) => (value < 0 ? VALIDATOR.positive : amountError(value));
const total = (value: number) => (value < 0 ? VALIDATOR.positive : totalError(value));
const count = (value: number) => (value > 0 ? amountError(value) : VALIDATOR.strictPositive);

/** The contents a package's line saw: at most a package's count of named lines. */
function readContents(value: unknown, field: string, errors: Errors): PackageContent[] {
  if (!Array.isArray(value)) {
    addError(errors, field, VALIDATOR.required);
    return [];
  }
  const max = SERVICE_LIMITS.packageContents;
  if (value.length > max) {
    addError(errors, field, `${ITEMS_MAX}|${JSON.stringify({ max })}`);
    return [];
  }
  return value.map((item: unknown, index) => {
    const at = `${field}.${index}`;
    const line = isJsonObject(item) ? item : {};
    const name = typeof line.name === 'string' ? line.name.trim() : '';
    if (typeof line.name !== 'string') addError(errors, `${at}.name`, VALIDATOR.required);
    else if (!fitsLength(name, SERVICE_LIMITS.nameLength)) {
      addError(errors, `${at}.name`, lengthMaxMessage(SERVICE_LIMITS.nameLength));
    }
    const quantity = readNumber(line.quantity, `${at}.quantity`, errors, (n) =>
      n >= 1 && n <= SERVICE_LIMITS.maxSlices
        ? null
        : messageWithValues(VALIDATOR.quantityBetween, { min: 1, max: SERVICE_LIMITS.maxSlices }),
    );
    return { name, quantity };
  });
}

export function isPackaged(product: Pick<ShopProductRecord, 'typology'>): boolean {
  return PACKAGED_TYPOLOGIES.some((typology) => typology === product.typology);
}

/**
 * What a checkout line says the buyer saw (`lines.N.seen*`); `quantity` is read by the caller.
 * A missing unit price is required (null says "on quotation request"); contents only for packages.
 */
export function readSeenLine(
  input: Record<string, unknown>,
  quantity: number,
  product: ShopProductRecord,
  at: string,
  errors: Errors,
): LineFigures {
  const unitPrice =
    input.seenUnitPrice === null
      ? null
      : readNumber(input.seenUnitPrice, `${at}.seenUnitPrice`, errors, amount);
  return {
    quantity,
    unitPrice,
    discountRate: readNumber(input.seenDiscountRate, `${at}.seenDiscountRate`, errors, percentage),
    ecotax: readNumber(input.seenEcotax, `${at}.seenEcotax`, errors, amount),
    vatRate: readNumber(input.seenVatRate, `${at}.seenVatRate`, errors, percentage),
    contents: isPackaged(product)
      ? readContents(input.seenContents, `${at}.seenContents`, errors)
      : [],
  };
}

/** A seen total including tax (`seenTotalIncludingTax`), required. */
export function readSeenTotal(body: Record<string, unknown>, errors: Errors): number {
  return readNumber(body.seenTotalIncludingTax, 'seenTotalIncludingTax', errors, total);
}

/** A seen quantity of the helicopter order (`seenQuantity`), required. */
export function readSeenQuantity(body: Record<string, unknown>, errors: Errors): number {
  return readNumber(body.seenQuantity, 'seenQuantity', errors, count);
}

/** A seen unit price of the helicopter order (`seenUnitPrice`), required. */
export function readSeenUnitPrice(body: Record<string, unknown>, errors: Errors): number {
  return readNumber(body.seenUnitPrice, 'seenUnitPrice', errors, amount);
}

/** The product's contents in `lang`, as the shop shows them. */
export function contentsIn(
  contents: readonly { name: Texts; quantity: number }[],
  lang: keyof Texts,
): PackageContent[] {
  return contents.map((content) => ({ name: content.name[lang], quantity: content.quantity }));
}

/**
 * Seen contents are the product's when they match it line by line in one language of the
 * interface: a buyer who switched language since adding the package saw the same contents.
 */
function sameContents(
  seen: readonly PackageContent[],
  product: Pick<ShopProductRecord, 'contents'>,
): boolean {
  const languages: (keyof Texts)[] = ['en', 'fr'];
  return languages.some(
    (lang) =>
      seen.length === product.contents.length &&
      product.contents.every((content, index) => {
        const item = seen[index];
        return item?.name === content.name[lang].trim() && item.quantity === content.quantity;
      }),
  );
}

function sameMoney(seen: number | null, current: number | null, currency: string): boolean {
  if (seen === null || current === null) return seen === current;
  return roundMoney(seen, currency) === roundMoney(current, currency);
}

/** Each figure of line `lineIndex` that differs from what was seen, in CHECKOUT_LINE_FIELDS order. */
export function lineChanges(
  lineIndex: number,
  product: ShopProductRecord,
  seen: LineFigures,
  current: LineFigures,
  currency: string,
): CheckoutLineChange[] {
  const changes: CheckoutLineChange[] = [];
  const at = { lineIndex, productId: product.id };
  for (const field of CHECKOUT_LINE_FIELDS) {
    if (field === 'contents') {
      if (isPackaged(product) && !sameContents(seen.contents, product)) {
        changes.push({ ...at, field, seen: seen.contents, current: current.contents });
      }
    } else if (field === 'unitPrice' || field === 'ecotax') {
      if (!sameMoney(seen[field], current[field], currency)) {
        // Both figures of one field: TypeScript keeps them together only through the union.
        changes.push(
          field === 'unitPrice'
            ? { ...at, field, seen: seen.unitPrice, current: current.unitPrice }
            : { ...at, field, seen: seen.ecotax, current: current.ecotax },
        );
      }
    } else if (seen[field] !== current[field]) {
      changes.push({ ...at, field, seen: seen[field], current: current[field] });
    }
  }
  return changes;
}

/** The total's change, or none. */
export function totalChanges(seen: number, current: number, currency: string): CheckoutChange[] {
  return sameMoney(seen, current, currency)
    ? []
    : [{ lineIndex: null, productId: null, field: 'totalIncludingTax', seen, current }];
}

/** The helicopter offer's figures (line 0, the offer's product) that differ from those seen. */
export function offerChanges(
  productId: number,
  seen: Pick<CheckoutFigures, 'unitPrice' | 'quantity' | 'totalIncludingTax'>,
  current: { unitPrice: number; quantity: number; totalIncludingTax: number },
  currency: string,
): CheckoutChange[] {
  const at = { lineIndex: 0, productId };
  const changes: CheckoutChange[] = [];
  if (!sameMoney(seen.unitPrice, current.unitPrice, currency)) {
    changes.push({ ...at, field: 'unitPrice', seen: seen.unitPrice, current: current.unitPrice });
  }
  if (seen.quantity !== current.quantity) {
    changes.push({ ...at, field: 'quantity', seen: seen.quantity, current: current.quantity });
  }
  changes.push(...totalChanges(seen.totalIncludingTax, current.totalIncludingTax, currency));
  return changes;
}

/** The answer that creates nothing: what changed, for the buyer to review. */
export function changedResult(changes: CheckoutChange[]): CheckoutResult {
  return {
    id: '',
    completed: false,
    quotes: [],
    paymentIntent: null,
    changes,
    priceChanges: changes.flatMap((change) =>
      change.field === 'unitPrice'
        ? [{ productId: change.productId, seenUnitPrice: change.seen, unitPrice: change.current }]
        : [],
    ),
  };
}
