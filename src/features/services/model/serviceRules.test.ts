// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linePrice } from '@/entities/quote';
import { availabilitySchema, capacitySchema } from './otherForms';
import { previewPrice, type PreviewInputs } from './pricePreview';
import {
  emptyPricing,
  pricingPayload,
  pricingSchema,
  pricingToValues,
  type PricingValues,
} from './pricingForm';

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
      ['unitPrice: validator.required'],
    ],
    // One price per slice whatever the booking's size (the seeded hangars and parkings).
    [{ pricingType: 'price_per_slice' as const, priceSlices: [], unitPrice: 95 }, []],
    [
      {
        pricingType: 'price_per_slice' as const,
        priceSlices: [],
        unitPrice: null,
        saleMode: 'quotation' as const,
      },
      [],
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

describe('saving a pricing unchanged', () => {
  const stored = {
    ...emptyPricing('hangar'),
    vatRate: 21,
    ecotax: 0,
    discountRate: 0,
    currency: 'EUR',
    pricingType: 'price_per_slice' as const,
    minQuantity: 1,
  };
  it.each([
    ['one price whatever the slices', { unitPrice: 95, priceSlices: [] }],
    [
      'price slices',
      {
        unitPrice: null,
        priceSlices: [
          { places: 10, unitPrice: 110 },
          { places: 2, unitPrice: 130 },
        ],
      },
    ],
    ['on quotation', { unitPrice: null, priceSlices: [], saleMode: 'quotation' as const }],
  ])('%s: sends back the prices it read', (_case, prices) => {
    const pricing = { ...stored, ...prices };
    const parsed = pricingSchema.safeParse(pricingToValues(pricing));
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
    const sent = pricingPayload(parsed.data);
    expect({ unitPrice: sent.unitPrice, priceSlices: sent.priceSlices }).toEqual({
      unitPrice: pricing.unitPrice,
      priceSlices: pricing.priceSlices,
    });
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

  it('one price per slice without slices, as the shop sells the seeded hangars', () => {
    const flat: PreviewInputs = { ...sliced, unitPrice: 95, priceSlices: [] };
    expect(previewPrice(flat, 3, 'EUR')).toEqual(
      linePrice({ unitPrice: 95, quantity: 3, discountRate: 0, ecotax: 0, vatRate: 20 }, 'EUR'),
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
