import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Service, ServicePayload } from '../../../entities/service/contract';
import { resetDemoApi } from '../../db';
import { ATTRIBUTE, SERVICE } from './seed';
import { LSGG, errorsOf, hangar, json, leman, newService, seller, send } from './testkit';
import { CATEGORY_REQUIRED, FOOTPRINT_RANGE, MIN_MAX, SLICE_PLACES_ORDER } from './validation';
import { ITEMS_MAX } from './fields';

beforeEach(() => resetDemoApi());

const base = newService();
const long = (n: number) => 'x'.repeat(n);
const characteristic = { name: { en: 'Size', fr: 'Taille' }, value: { en: 'L', fr: 'L' } };

describe('POST api/product: 400 in the API’s error shape, by field', () => {
  it.each<[string, ServicePayload, Record<string, string[]>]>([
    [
      'the default-language name',
      newService({ information: { ...base.information, name: { en: ' ', fr: 'Nom' } } }),
      { 'information.name.en': ['validator.required'] },
    ],
    [
      'a name over 120 characters',
      newService({ information: { ...base.information, name: { en: 'A', fr: long(121) } } }),
      { 'information.name.fr': ['validator.length_max|{"max":120}'] },
    ],
    [
      'a description over 2000 characters',
      newService({ information: { ...base.information, description: { en: long(2001), fr: '' } } }),
      { 'information.description.en': ['validator.length_max|{"max":2000}'] },
    ],
    [
      'no category',
      newService({ information: { ...base.information, categoryIds: [] } }),
      { 'information.categoryIds': [CATEGORY_REQUIRED] },
    ],
    [
      'an unknown category',
      newService({ information: { ...base.information, categoryIds: [999] } }),
      { 'information.categoryIds': ['validator.choice'] },
    ],
    [
      'more than 20 characteristics',
      newService({
        information: { ...base.information, characteristics: Array(21).fill(characteristic) },
      }),
      { 'information.characteristics': [`${ITEMS_MAX}|{"max":20}`] },
    ],
    [
      'an attribute of another category',
      newService({
        information: {
          ...base.information,
          attributes: [{ attributeId: ATTRIBUTE.heated, value: true }],
        },
      }),
      { 'information.attributes.0.attributeId': ['errors.attribute_not_found'] },
    ],
    [
      'a number attribute given as text',
      newService({
        information: {
          ...base.information,
          attributes: [{ attributeId: ATTRIBUTE.deliveryMinutes, value: 'soon' }],
        },
      }),
      { 'information.attributes.0.value': ['validator.number'] },
    ],
    [
      'a VAT rate with 3 decimals, above 100',
      newService({ pricing: { ...base.pricing, vatRate: 5.555 } }),
      { 'pricing.vatRate': ['validator.percentage'] },
    ],
    [
      'a VAT rate above 100',
      newService({ pricing: { ...base.pricing, vatRate: 120 } }),
      { 'pricing.vatRate': ['validator.percentage'] },
    ],
    [
      'a discount rate with 5 decimals and a negative ecotax',
      newService({ pricing: { ...base.pricing, discountRate: 1.23456, ecotax: -1 } }),
      {
        'pricing.discountRate': ['validator.decimal_or_int'],
        'pricing.ecotax': ['validator.positive'],
      },
    ],
    [
      'a price above the ceiling',
      newService({ pricing: { ...base.pricing, unitPrice: 1_000_001 } }),
      { 'pricing.unitPrice': ['validator.amount_max|{"max":1000000}'] },
    ],
    [
      'a direct sale without a price',
      newService({ pricing: { ...base.pricing, unitPrice: null } }),
      { 'pricing.unitPrice': ['validator.required'] },
    ],
    [
      'a maximum quantity below the minimum',
      newService({ pricing: { ...base.pricing, minQuantity: 5, maxQuantity: 2 } }),
      { 'pricing.maxQuantity': [MIN_MAX] },
    ],
    [
      'a price per slice for a typology without slices',
      newService({ pricing: { ...base.pricing, pricingType: 'price_per_slice' } }),
      { 'pricing.pricingType': ['validator.choice'] },
    ],
    [
      'an end of availability before its start',
      newService({ availability: { availableFrom: '2026-06-10', availableTo: '2026-06-01' } }),
      { 'availability.availableTo': ['errors.inconsistent_date'] },
    ],
    ['no airport', newService({ airportIds: [] }), { airportIds: ['errors.airport_required'] }],
    [
      'an airport that is not the organization’s',
      newService({ airportIds: [LSGG] }),
      { airportIds: ['validator.choice'] },
    ],
  ])('refuses %s', async (_case, payload, errors) => {
    expect(await errorsOf(await send(await seller(), 'POST', 'api/product', payload))).toEqual(
      errors,
    );
  });

  it.each<[string, ServicePayload, Record<string, string[]>]>([
    [
      'slice places above the previous slice’s',
      hangar({
        pricing: {
          ...hangar().pricing,
          priceSlices: [
            { places: 4, unitPrice: 120 },
            { places: 10, unitPrice: 100 },
          ],
        },
      }),
      { 'pricing.priceSlices.1.places': [SLICE_PLACES_ORDER] },
    ],
    [
      'neither a slice nor a price for a price per slice',
      hangar({ pricing: { ...hangar().pricing, priceSlices: [], unitPrice: null } }),
      { 'pricing.unitPrice': ['validator.required'] },
    ],
    [
      'a slice of 1.5 places',
      hangar({ pricing: { ...hangar().pricing, priceSlices: [{ places: 1.5, unitPrice: 9 }] } }),
      { 'pricing.priceSlices.0.places': ['validator.integer'] },
    ],
    [
      'a footprint whose maximum is below its minimum, in an unknown unit',
      hangar({
        capacity: {
          count: 'slices',
          total: 10,
          sliceAreaM2: 150,
          footprint: { min: 300, max: 200, unit: 'acre' as 'm2' },
        },
      }),
      {
        'capacity.footprint.max': [FOOTPRINT_RANGE],
        'capacity.footprint.unit': ['validator.choice'],
      },
    ],
    ['no capacity', hangar({ capacity: null }), { capacity: ['validator.required'] }],
    [
      'zero slices and a slice area of 0',
      hangar({ capacity: { count: 'slices', total: 0, sliceAreaM2: 0, footprint: null } }),
      {
        'capacity.total': ['validator.strict_positive'],
        'capacity.sliceAreaM2': ['validator.strict_positive'],
      },
    ],
  ])('refuses a hangar with %s', async (_case, payload, errors) => {
    expect(await errorsOf(await send(await leman(), 'POST', 'api/product', payload))).toEqual(
      errors,
    );
  });

  it('accepts a hangar with slices, a footprint in ft² and a price per slice', async () => {
    const payload = hangar({
      capacity: {
        count: 'slices',
        total: 10,
        sliceAreaM2: 150,
        footprint: { min: 500, max: 4000, unit: 'ft2' },
      },
    });
    const created = await json<Service>(
      await send(await leman(), 'POST', 'api/product', payload),
      201,
    );
    expect(created).toMatchObject({
      tabs: ['information', 'pricing', 'availability', 'capacity', 'airports'],
      capacity: payload.capacity,
      pricing: { priceSlices: payload.pricing.priceSlices, unitPrice: 100, currency: 'CHF' },
    });
  });

  it('refuses a package without contents', async () => {
    const response = await send(await seller(), 'POST', 'api/product', {
      ...newService({ typology: 'package' }),
      packages: { contents: [] },
    });
    expect(await errorsOf(response)).toEqual({ 'packages.contents': ['validator.required'] });
  });
});

describe('PATCH api/product/{id}: one tab at a time', () => {
  it('checks only the tab sent, with the same rules', async () => {
    const path = `api/product/${SERVICE.rivieraHandling}`;
    const response = await send(await seller(), 'PATCH', path, {
      pricing: { ...base.pricing, minQuantity: 0 },
    });
    expect(await errorsOf(response)).toEqual({
      'pricing.minQuantity': ['validator.strict_positive'],
    });
    const status = await send(await seller(), 'PATCH', path, { status: 'paused', visible: 'yes' });
    expect(await errorsOf(status)).toEqual({
      status: ['validator.choice'],
      visible: ['validator.required'],
    });
  });
});

function keysOf(lang: string, namespace: string): Record<string, unknown> {
  const url = new URL(`../../../../locales/${lang}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

function has(tree: Record<string, unknown>, key: string): boolean {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('the catalogue’s messages', () => {
  it.each(['en', 'fr'])('exist in locales/%s', (lang) => {
    const validation = keysOf(lang, 'validation');
    const keys = [CATEGORY_REQUIRED, SLICE_PLACES_ORDER, MIN_MAX, FOOTPRINT_RANGE, ITEMS_MAX];
    expect(keys.filter((key) => !has(validation, key))).toEqual([]);
    const http = keysOf(lang, 'http');
    const errors = [
      'errors.product_not_found',
      'errors.product_not_awaiting_validation',
      'errors.inconsistent_date',
      'errors.airport_required',
      'errors.airport_attached_to_products',
      'errors.attribute_not_found',
    ];
    expect(errors.filter((key) => !has(http, key))).toEqual([]);
  });
});
