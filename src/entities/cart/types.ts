/**
 * The cart (DECISIONS.md "Cart, checkout and payments"): client state, one cart per trip event,
 * kept per user and organization. A line holds the product, its options, the quantity and the
 * snapshot of what the buyer was shown (price, contents); the checkout sends it, the API says
 * what changed, and the buyer's acceptance updates it (`linesRefreshed`).
 */
import type {
  FuelType,
  PackageContent,
  PricingType,
  ProductTypology,
  ProductUnit,
  SaleMode,
} from './shop.types';
import type { PriceInputs } from '@/entities/quote';

/** Where the services are bought: the shop's path parameters. */
export interface CartEventKey {
  tripId: number;
  stepId: number;
  eventId: number;
  airportId: number;
}

/** What a page adds; the cart gives it an id and merges it with an equal line. */
export interface CartLineInput {
  productId: number;
  provider: { id: number; name: string };
  productName: string;
  typology: ProductTypology;
  pricingType: PricingType;
  saleMode: SaleMode;
  unit: ProductUnit;
  /** Units, litres, or slices × nights. */
  quantity: number;
  /** The product's maximum quantity when added (lib/pricing `maxQuantityOf`); older lines lack it. */
  maxQuantity?: number;
  optionIds: number[];
  /** The chosen options' names, for display. */
  optionNames: string[];
  /** The price snapshot (unit price with options; null on quotation request). */
  price: Omit<PriceInputs, 'quantity' | 'unitPrice'> & { unitPrice: number | null };
  /**
   * Packages: the contents as the shop showed them when added (the checkout shows and sends
   * them); lines added before contents were kept lack it, and are shown the contents at checkout.
   */
  contents?: PackageContent[];
  currency: string;
  /** Sliced products: the period (local wall time `Y-m-dTH:i`), the slices and the nights. */
  period: { startAt: string; endAt: string; slices: number; nights: number } | null;
  fuelType: FuelType | null;
  helicopterOfferId: number | null;
  comment: string | null;
  /** Put back by a trip cascade: the reference of the cancelled quote it came from. */
  restoredFrom?: string | null;
}

export interface CartLine extends CartLineInput {
  /** Stable within the event: product, options, period and offer. */
  id: string;
  /** ISO time it was added. */
  addedAt: string;
}

export interface CartEvent {
  key: CartEventKey;
  lines: CartLine[];
}
