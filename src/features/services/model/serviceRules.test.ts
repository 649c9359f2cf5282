// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linePrice } from '@/entities/quote';
import { availabilitySchema, capacitySchema } from './otherForms';
import { previewPrice, type PreviewInputs } from './pricePreview';
import { emptyPricing, pricingSchema, type PricingValues } from './pricingForm';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const pricing = (overrides: Partial<PricingValues>): PricingValues => ({
  ...emptyPricing('hangar'),
  ...overrides,
});

describe('pricing rules', () => {
  it.each([
    [{ unitPrice: 120 }, []],
    [{ unitPrice: null }, ['unitPrice: validator.required']],
    [{ unitPrice: null, saleMode: 'quotation' as const }, []],
    [
      { pricingType: 'price_per_slice' as const, priceSlices: [] },
      ['priceSlices: validator.required'],
    ],
    [
      {
        pricingType: 'price_per_slice' as const,
        priceSlices: [
          { places: 6, unitPrice: 90 },
          { places: 2, unitPrice: 120 },
        ],
      },
      [],
    ],
    [
      {
        pricingType: 'price_per_slice' as const,
        priceSlices: [
          { places: 2, unitPrice: 120 },
          { places: 6, unitPrice: 90 },
        ],
      },
      ['priceSlices.1.places: validator.service.slice_places_order'],
    ],
    [{ unitPrice: 1, vatRate: '20.555' }, ['vatRate: validator.percentage']],
    [{ unitPrice: 1, ecotax: '1.00001' }, ['ecotax: validator.decimal_or_int']],
    [{ unitPrice: 1, minQuantity: 5, maxQuantity: 2 }, ['maxQuantity: validator.service.min_max']],
  ])('%j → %j', (overrides, expected) => {
    expect(messages(pricingSchema.safeParse(pricing(overrides)))).toEqual(expected);
  });
});

describe('availability and capacity rules', () => {
  const available = { status: 'active', visible: true };
  it.each([
    [
      { availableFrom: '2026-01-10', availableTo: '2026-01-09' },
      ['availableTo: errors.inconsistent_date'],
    ],
    [{ availableFrom: '2026-01-10', availableTo: '2026-01-10' }, []],
    [{ availableFrom: null, availableTo: '2026-01-09' }, []],
  ])('dates %j → %j', (dates, expected) => {
    expect(messages(availabilitySchema.safeParse({ ...available, ...dates }))).toEqual(expected);
  });

  const capacity = { count: 'slices', total: 18, sliceAreaM2: 120 };
  it.each([
    [{ footprintMin: 100, footprintMax: 400 }, []],
    [{ footprintMin: 400, footprintMax: 100 }, ['footprintMax: validator.service.footprint_range']],
    [{ footprintMin: 100, footprintMax: null }, ['footprintMax: validator.required']],
    [{ footprintMin: null, footprintMax: null }, []],
  ])('footprint %j → %j', (footprint, expected) => {
    expect(messages(capacitySchema.safeParse({ ...capacity, ...footprint }))).toEqual(expected);
  });
});

describe('the price preview', () => {
  const sliced: PreviewInputs = {
    pricingType: 'price_per_slice',
    unitPrice: null,
    priceSlices: [
      { places: 6, unitPrice: 90 },
      { places: 2, unitPrice: 120 },
    ],
    vatRate: 20,
    ecotax: 0,
    discountRate: 0,
  };
  it.each([
    [1, 120],
    [2, 120],
    [3, 90],
    [6, 90],
    // Beyond the largest slice, its price (capacity is checked elsewhere).
    [8, 90],
  ])('%s slices pay %s each, as the checkout prices them', (booked, unitPrice) => {
    expect(previewPrice(sliced, booked, 'EUR')).toEqual(
      linePrice({ unitPrice, quantity: booked, discountRate: 0, ecotax: 0, vatRate: 20 }, 'EUR'),
    );
  });

  it('a unit price, its discount and ecotax; nothing without a price or quantity', () => {
    const unit: PreviewInputs = {
      ...sliced,
      pricingType: 'unit_price',
      unitPrice: 45.5,
      ecotax: 0.3,
      discountRate: 5,
    };
    expect(previewPrice(unit, 3, 'EUR')).toEqual(
      linePrice({ unitPrice: 45.5, quantity: 3, discountRate: 5, ecotax: 0.3, vatRate: 20 }, 'EUR'),
    );
    expect(previewPrice({ ...unit, unitPrice: null }, 3, 'EUR')).toBeNull();
    expect(previewPrice(unit, 0, 'EUR')).toBeNull();
  });
});
