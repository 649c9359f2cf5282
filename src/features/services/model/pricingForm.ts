import * as z from 'zod/mini';
import {
  FUEL_TYPES,
  PRICING_TYPES,
  PRODUCT_UNITS,
  SALE_MODES,
  type FuelType,
  type PricingType,
  type ProductUnit,
  type SaleMode,
} from '@/entities/cart';
import { sliceOrderError } from '@/entities/quote';
import { SERVICE_LIMITS, type ServicePricing, type ServiceTypology } from '@/entities/service';
import {
  VALIDATOR,
  choice,
  decimalOrInt,
  optionalFieldNumber,
  percentage,
  positiveCheck,
  requiredFieldNumber,
  strictPositiveCheck,
} from '@/lib/validation';
import { SERVICE_VALIDATOR } from './rules';

export interface SliceValues {
  places: number | null;
  unitPrice: number | null;
}

/** Rates and ecotax are typed text: the percentage and decimalOrInt rules read the text. */
export interface PricingValues {
  pricingType: PricingType;
  unitPrice: number | null;
  priceSlices: SliceValues[];
  unit: ProductUnit;
  vatRate: string;
  ecotax: string;
  discountRate: string;
  minQuantity: number | null;
  maxQuantity: number | null;
  saleMode: SaleMode;
  fuelType: FuelType | null;
  options: ServicePricing['options'];
}

export const EMPTY_SLICE: SliceValues = { places: null, unitPrice: null };

export function emptyPricing(typology: ServiceTypology | null): PricingValues {
  return {
    pricingType: 'unit_price',
    unitPrice: null,
    priceSlices: [],
    unit: typology === 'fuel' ? 'litre' : 'unit',
    vatRate: '20',
    ecotax: '0',
    discountRate: '0',
    minQuantity: 1,
    maxQuantity: null,
    saleMode: 'direct',
    fuelType: typology === 'fuel' ? 'kerosene' : null,
    options: [],
  };
}

/** Whole slices or places. */
const integerCheck = z.refine<number>(Number.isInteger, { error: VALIDATOR.count });
const amount = requiredFieldNumber(positiveCheck);
const slice = z.object({
  places: requiredFieldNumber(strictPositiveCheck, integerCheck),
  unitPrice: amount,
});
/** decimalOrInt, read as 0 when left empty. */
const orZero = z.pipe(
  decimalOrInt,
  z.transform((value: number | null) => value ?? 0),
);

export const pricingSchema = z
  .object({
    pricingType: choice(PRICING_TYPES),
    unitPrice: optionalFieldNumber(positiveCheck),
    priceSlices: z.array(slice).check(
      z.maxLength(SERVICE_LIMITS.priceSlices, {
        error: `${SERVICE_VALIDATOR.itemsMax}|${JSON.stringify({ max: SERVICE_LIMITS.priceSlices })}`,
      }),
    ),
    unit: choice(PRODUCT_UNITS),
    vatRate: z.pipe(
      percentage,
      z.transform((value: number | null) => value ?? 0),
    ),
    ecotax: orZero,
    discountRate: z.pipe(orZero, z.number().check(z.maximum(100, { error: VALIDATOR.percentage }))),
    minQuantity: requiredFieldNumber(strictPositiveCheck),
    maxQuantity: optionalFieldNumber(strictPositiveCheck),
    saleMode: choice(SALE_MODES),
    fuelType: z.nullable(z.custom<FuelType>((value) => FUEL_TYPES.some((type) => type === value))),
    options: z.custom<ServicePricing['options']>(() => true),
  })
  .check(
    z.superRefine((values, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.issues.push({ code: 'custom', message, path, input: values });
      // Without slices, the unit price is the price of a slice whatever the booking's size.
      const flat = values.pricingType !== 'price_per_slice' || values.priceSlices.length === 0;
      if (values.pricingType === 'price_per_slice') {
        const wrong = sliceOrderError(values.priceSlices);
        if (wrong >= 0) issue(['priceSlices', wrong, 'places'], SERVICE_VALIDATOR.slicePlacesOrder);
      }
      if (flat && values.unitPrice === null && values.saleMode === 'direct') {
        issue(['unitPrice'], VALIDATOR.required);
      }
      if (values.maxQuantity !== null && values.maxQuantity < values.minQuantity) {
        issue(['maxQuantity'], SERVICE_VALIDATOR.minMax);
      }
    }),
  );

export type PricingOutput = z.output<typeof pricingSchema>;

export function pricingToValues(pricing: ServicePricing): PricingValues {
  return {
    ...pricing,
    priceSlices: pricing.priceSlices.map((item) => ({ ...item })),
    vatRate: String(pricing.vatRate),
    ecotax: String(pricing.ecotax),
    discountRate: String(pricing.discountRate),
  };
}

/**
 * What the pricing tab sends. A price per slice without slices keeps its unit price (the
 * contract: "empty when `unitPrice` is the price whatever the slices"): dropping it would take a
 * seeded or imported service's price away on a save that changed nothing.
 */
export function pricingPayload(output: PricingOutput): ServicePricing {
  const sliced = output.pricingType === 'price_per_slice';
  const priceSlices = sliced ? output.priceSlices : [];
  return {
    ...output,
    unitPrice: priceSlices.length > 0 ? null : output.unitPrice,
    priceSlices,
  };
}
