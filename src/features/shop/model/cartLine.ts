import type { ShopProduct } from '@/entities/cart';
import type { CartLine, CartLineInput } from '@/entities/cart';
import { linePrice, maxQuantityOf, roundMoney, type LineTotals } from '@/entities/quote';

/** The unit price with the chosen options; null on quotation without an indicative price. */
export function unitPriceWithOptions(
  product: Pick<ShopProduct, 'unitPrice' | 'options' | 'currency'>,
  optionIds: readonly number[],
): number | null {
  if (product.unitPrice === null) return null;
  const extra = product.options
    .filter((option) => optionIds.includes(option.id))
    .reduce((sum, option) => sum + option.unitPrice, 0);
  return roundMoney(product.unitPrice + extra, product.currency);
}

/** The quantity brought within the product's minimum and maximum (whole units, at least 1). */
export function clampQuantity(
  product: Pick<ShopProduct, 'minQuantity' | 'maxQuantity'>,
  quantity: number,
): number {
  const min = Math.max(1, product.minQuantity);
  const whole = Number.isFinite(quantity) ? Math.round(quantity) : min;
  const max = maxQuantityOf(product);
  return Math.min(Math.max(whole, min), Math.max(min, max));
}

export interface LineChoice {
  quantity: number;
  optionIds: number[];
  comment?: string | null;
  period?: CartLineInput['period'];
}

/** The line's totals (lib/pricing `linePrice`), null without a price. */
export function lineTotalOf(product: ShopProduct, choice: LineChoice): LineTotals | null {
  const unitPrice = unitPriceWithOptions(product, choice.optionIds);
  if (unitPrice === null) return null;
  return linePrice(
    {
      unitPrice,
      quantity: choice.quantity,
      discountRate: product.discountRate,
      ecotax: product.ecotax,
      vatRate: product.vatRate,
    },
    product.currency,
  );
}

/** What the page gives the cart for this product and choice. */
export function cartLineOf(product: ShopProduct, choice: LineChoice): CartLineInput {
  const comment = choice.comment?.trim() ?? '';
  return {
    productId: product.id,
    provider: { id: product.provider.id, name: product.provider.name },
    productName: product.name,
    typology: product.typology,
    pricingType: product.pricingType,
    saleMode: product.saleMode,
    unit: product.unit,
    quantity: choice.quantity,
    maxQuantity: maxQuantityOf(product),
    optionIds: [...choice.optionIds].sort((a, b) => a - b),
    optionNames: product.options
      .filter((option) => choice.optionIds.includes(option.id))
      .map((option) => option.name),
    price: {
      unitPrice: unitPriceWithOptions(product, choice.optionIds),
      discountRate: product.discountRate,
      ecotax: product.ecotax,
      vatRate: product.vatRate,
    },
    // What the shop shows of a package: the checkout shows and sends it again.
    contents: product.contents.map((content) => ({ ...content })),
    currency: product.currency,
    period: choice.period ?? null,
    fuelType: product.fuelType,
    helicopterOfferId: null,
    comment: comment === '' ? null : comment,
  };
}

/**
 * The mandatory package to add with a line (spec: a seller's mandatory package goes with every
 * order from it at the airport): the seller's package when it has one here, the line is not the
 * package itself, and the event's cart holds none of it yet; else null.
 */
export function mandatoryPackageToAdd(
  line: Pick<CartLineInput, 'productId' | 'provider'>,
  hasMandatoryPackage: boolean,
  sellerProducts: readonly ShopProduct[],
  cartLines: readonly Pick<CartLine, 'productId'>[],
): ShopProduct | null {
  if (!hasMandatoryPackage) return null;
  const pack = sellerProducts.find(
    (product) =>
      product.typology === 'mandatory_package' && product.provider.id === line.provider.id,
  );
  if (!pack || pack.id === line.productId) return null;
  if (cartLines.some((cartLine) => cartLine.productId === pack.id)) return null;
  return pack;
}
