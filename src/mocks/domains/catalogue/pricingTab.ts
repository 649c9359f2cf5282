/** The pricing tab of a service's body (spec sections 3 "Pricing fields" and 5). */
import {
  CAPACITY_TYPOLOGIES,
  SERVICE_LIMITS as LIMIT,
  type ServiceTypology,
} from '../../../entities/service/contract';
import {
  FUEL_TYPES,
  PRICING_TYPES,
  PRODUCT_UNITS,
  SALE_MODES,
} from '../../../entities/cart/contract';
import { VALIDATOR, addError } from '../../api';
import type { ProductContent } from '../shop';
import { listAt, numberAt, objectAt, oneOfAt, textsAt, type Errors } from './fields';

export const SLICE_PLACES_ORDER = 'validator.service.slice_places_order';
export const MIN_MAX = 'validator.service.min_max';

/** Any amount: 0 or more, up to 4 decimals, bounded. */
export const AMOUNT = { max: LIMIT.maxAmount, rule: 'decimalOrInt' } as const;

type Content = ProductContent;
export type PricingValues = Pick<
  Content,
  | 'pricingType'
  | 'unitPrice'
  | 'priceSlices'
  | 'unit'
  | 'vatRate'
  | 'ecotax'
  | 'discountRate'
  | 'minQuantity'
  | 'maxQuantity'
  | 'saleMode'
  | 'options'
  | 'fuelType'
>;

export function readPricing(
  raw: unknown,
  typology: ServiceTypology,
  previousOptions: readonly { id: number }[],
  errors: Errors,
): PricingValues {
  const body = objectAt(raw, 'pricing', errors);
  const sliced = CAPACITY_TYPOLOGIES.includes(typology);
  const pricingType = oneOfAt(body.pricingType, PRICING_TYPES, 'pricing.pricingType', errors);
  if (pricingType === 'price_per_slice' && !sliced) {
    addError(errors, 'pricing.pricingType', VALIDATOR.choice);
  }
  const saleMode = oneOfAt(body.saleMode, SALE_MODES, 'pricing.saleMode', errors) ?? 'direct';
  const perSlice = pricingType === 'price_per_slice' && sliced;
  const priceSlices = perSlice
    ? listAt(body.priceSlices, 'pricing.priceSlices', errors, LIMIT.priceSlices).map(
        (item, index) => {
          const at = `pricing.priceSlices.${index}`;
          const slice = objectAt(item, at, errors);
          return {
            places:
              numberAt(slice.places, `${at}.places`, errors, {
                min: 1,
                max: LIMIT.maxSlices,
                rule: 'integer',
              }) ?? 0,
            unitPrice: numberAt(slice.unitPrice, `${at}.unitPrice`, errors, AMOUNT) ?? 0,
          };
        },
      )
    : [];
  priceSlices.forEach((slice, index) => {
    const previous = priceSlices[index - 1];
    if (previous !== undefined && slice.places > previous.places) {
      addError(errors, `pricing.priceSlices.${index}.places`, SLICE_PLACES_ORDER);
    }
  });
  // Without slices, the unit price is a slice's price whatever the booking's size.
  const unitPrice =
    perSlice && priceSlices.length > 0
      ? (priceSlices[0]?.unitPrice ?? null)
      : numberAt(body.unitPrice, 'pricing.unitPrice', errors, {
          ...AMOUNT,
          optional: saleMode === 'quotation',
        });
  const minQuantity =
    numberAt(body.minQuantity, 'pricing.minQuantity', errors, {
      min: 1,
      max: LIMIT.maxQuantity,
      rule: 'integer',
    }) ?? 1;
  const maxQuantity = numberAt(body.maxQuantity, 'pricing.maxQuantity', errors, {
    min: 1,
    max: LIMIT.maxQuantity,
    rule: 'integer',
    optional: true,
  });
  if (maxQuantity !== null && maxQuantity < minQuantity) {
    addError(errors, 'pricing.maxQuantity', MIN_MAX);
  }
  let nextOptionId = Math.max(0, ...previousOptions.map((option) => option.id)) + 1;
  const options = listAt(body.options, 'pricing.options', errors, LIMIT.options).map(
    (item, index) => {
      const at = `pricing.options.${index}`;
      const option = objectAt(item, at, errors);
      const kept = previousOptions.find((previous) => previous.id === option.id);
      return {
        id: kept?.id ?? nextOptionId++,
        name: textsAt(option.name, `${at}.name`, errors, LIMIT.optionNameLength, true),
        unitPrice: numberAt(option.unitPrice, `${at}.unitPrice`, errors, AMOUNT) ?? 0,
      };
    },
  );
  const fuelType =
    typology === 'fuel'
      ? (oneOfAt(body.fuelType, FUEL_TYPES, 'pricing.fuelType', errors) ?? null)
      : null;
  return {
    pricingType: pricingType ?? 'unit_price',
    unitPrice,
    priceSlices,
    unit: oneOfAt(body.unit, PRODUCT_UNITS, 'pricing.unit', errors) ?? 'unit',
    vatRate:
      numberAt(body.vatRate, 'pricing.vatRate', errors, { max: 100, rule: 'percentage' }) ?? 0,
    ecotax: numberAt(body.ecotax, 'pricing.ecotax', errors, AMOUNT) ?? 0,
    discountRate:
      numberAt(body.discountRate, 'pricing.discountRate', errors, {
        max: 100,
        rule: 'decimalOrInt',
      }) ?? 0,
    minQuantity,
    maxQuantity,
    saleMode,
    options,
    fuelType,
  };
}
