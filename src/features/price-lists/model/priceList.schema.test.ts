import { describe, expect, it } from 'vitest';
import { declaredSchema } from '@/lib/ui/resourceKit';
import { priceListForm } from '../views';
import { lineErrors, toPriceListPayload, type PriceListLineValues } from './priceList.schema';

const priceListSchema = declaredSchema(priceListForm);

const line = (over: Partial<PriceListLineValues>): PriceListLineValues => ({
  serviceId: 1,
  kind: 'unitPrice',
  unitPrice: 10,
  discountRate: null,
  ...over,
});

describe('a price list line’s rules', () => {
  it.each([
    ['a unit price', line({}), {}],
    ['a free service (0)', line({ unitPrice: 0 }), {}],
    ['a discount of 12.5 %', line({ kind: 'discountRate', discountRate: 12.5 }), {}],
    [
      'a discount with 3 decimals',
      line({ kind: 'discountRate', discountRate: 12.345 }),
      { 'lines.0.discountRate': 'validator.percentage' },
    ],
    ['a fuel price per litre (4 decimals)', line({ unitPrice: 1.7235 }), {}],
    ['no service', line({ serviceId: null }), { 'lines.0.serviceId': 'validator.required' }],
    ['no price', line({ unitPrice: null }), { 'lines.0.unitPrice': 'validator.required' }],
    ['a negative price', line({ unitPrice: -1 }), { 'lines.0.unitPrice': 'validator.positive' }],
    [
      'a price with 5 decimals',
      line({ unitPrice: 1.23456 }),
      { 'lines.0.unitPrice': 'validator.decimal_or_int' },
    ],
    [
      'a price at the ceiling',
      line({ unitPrice: 1e9 }),
      { 'lines.0.unitPrice': 'validator.amount_max|{"max":1000000000}' },
    ],
    [
      'a discount of 0',
      line({ kind: 'discountRate', discountRate: 0 }),
      { 'lines.0.discountRate': 'validator.percentage' },
    ],
    [
      'a discount above 100',
      line({ kind: 'discountRate', discountRate: 101 }),
      { 'lines.0.discountRate': 'validator.percentage' },
    ],
    [
      'a price typed as text',
      line({ unitPrice: Number.NaN }),
      { 'lines.0.unitPrice': 'validator.number' },
    ],
  ])('%s', (_case, given, expected) => {
    expect(lineErrors([given])).toEqual(expected);
  });

  it('names a service once', () => {
    expect(lineErrors([line({}), line({ kind: 'discountRate', discountRate: 5 })])).toEqual({
      'lines.1.serviceId': 'validator.already_used',
    });
  });
});

describe('the price list form', () => {
  it('needs a name and a client company, and sends only the chosen kind', () => {
    const empty = priceListSchema.safeParse(priceListForm.defaults);
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'validator.required'],
      ['negotiatedRateId', 'validator.required'],
    ]);
    const parsed = priceListSchema.parse({
      name: ' Alpine 2026 ',
      status: 'active',
      negotiatedRateId: 3,
      lines: [
        line({ discountRate: 7 }),
        line({ serviceId: 2, kind: 'discountRate', unitPrice: 4, discountRate: 7 }),
      ],
    });
    expect(toPriceListPayload(parsed)).toEqual({
      name: 'Alpine 2026',
      status: 'active',
      negotiatedRateId: 3,
      lines: [
        { serviceId: 1, unitPrice: 10, discountRate: null },
        { serviceId: 2, unitPrice: null, discountRate: 7 },
      ],
    });
  });
});
