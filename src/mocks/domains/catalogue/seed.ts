/**
 * The catalogue's seed: one service per group of the shop's seeded products (every seeded product
 * belongs to one, validated and on sale), plus services awaiting validation: a new FBO catering
 * service, a helicopter operator's package, a pending price change of a validated service, and a
 * refused parking with the operator's reason. Deterministic: fixed dates, fixed ids.
 */
import type { Db } from '../../db/types';
import { airportByIcao } from '../airports';
import {
  CATEGORY,
  PRODUCT,
  type ProductContent,
  type ShopProductRecord,
  type Texts,
} from '../shop';
import type { CatalogueAttributeRecord, ServiceRecord } from './records';

/** Service ids the tests name. A seeded service's id is its first product's. */
export const SERVICE = {
  rivieraHandling: PRODUCT.rivieraHandling,
  rivieraDeIcing: PRODUCT.rivieraDeIcing,
  rivieraHangar: PRODUCT.rivieraHangar,
  rivieraGpu: 10208,
  lisbonHangar: PRODUCT.lisbonHangar,
  lemanParking: PRODUCT.lemanParking,
  azurWelcome: PRODUCT.azurWelcome,
  gourmetTray: PRODUCT.gourmetTray,
  /** Awaiting validation, never validated. */
  rivieraCrewMeals: 13001,
  azurGrandPrix: 13002,
  /** Refused, never validated. */
  lemanCoveredParking: 13003,
} as const;

/** Attribute ids. */
export const ATTRIBUTE = {
  specification: 1,
  deliveryMinutes: 2,
  heated: 3,
  persons: 4,
  cuisine: 5,
  open24h: 6,
} as const;

const CREATED = '2025-03-03T09:00:00.000Z';
const CHANGED = '2025-11-20T14:30:00.000Z';

function t(en: string, fr: string): Texts {
  return { en, fr };
}

function airportIds(...icaos: string[]): number[] {
  return icaos.flatMap((icao) => airportByIcao(icao)?.id ?? []);
}

function attributes(): CatalogueAttributeRecord[] {
  const plain = { filterable: false, values: [] };
  return [
    {
      id: ATTRIBUTE.specification,
      name: t('Specification', 'Spécification'),
      type: 'text',
      unit: null,
      required: false,
      categoryIds: [CATEGORY.fuel],
      inputName: 'specification',
      ...plain,
    },
    {
      id: ATTRIBUTE.deliveryMinutes,
      name: t('Delivery time', 'Délai de livraison'),
      type: 'number',
      unit: 'min',
      required: false,
      categoryIds: [CATEGORY.fuel, CATEGORY.catering, CATEGORY.groundHandling],
      inputName: 'delivery_minutes',
      ...plain,
    },
    {
      id: ATTRIBUTE.heated,
      name: t('Heated', 'Chauffé'),
      type: 'boolean',
      unit: null,
      required: false,
      categoryIds: [CATEGORY.hangarParking],
      inputName: 'heated',
      filterable: true,
      values: [],
    },
    {
      id: ATTRIBUTE.persons,
      name: t('Persons included', 'Personnes incluses'),
      type: 'number',
      unit: null,
      required: false,
      categoryIds: [CATEGORY.packages, CATEGORY.lounge],
      inputName: 'persons',
      ...plain,
    },
    {
      id: ATTRIBUTE.cuisine,
      name: t('Cuisine', 'Cuisine'),
      type: 'choice',
      unit: null,
      required: false,
      categoryIds: [CATEGORY.catering],
      inputName: 'cuisine',
      filterable: true,
      values: [
        { value: 'french', label: t('French', 'Française'), icon: 'restaurant' },
        {
          value: 'mediterranean',
          label: t('Mediterranean', 'Méditerranéenne'),
          icon: 'local_cafe',
        },
        { value: 'vegetarian', label: t('Vegetarian', 'Végétarienne'), icon: 'star' },
      ],
    },
    {
      id: ATTRIBUTE.open24h,
      name: t('Open 24/7', 'Ouvert 24 h/24'),
      type: 'boolean',
      unit: null,
      required: false,
      categoryIds: [CATEGORY.groundHandling, CATEGORY.fuel],
      inputName: 'open_24_7',
      filterable: true,
      values: [],
    },
  ];
}

function content(
  overrides: Partial<ProductContent> & Pick<ProductContent, 'name'>,
): ProductContent {
  return {
    description: t('', ''),
    categoryIds: [],
    attributeValues: [],
    attributes: [],
    pricingType: 'unit_price',
    saleMode: 'direct',
    unit: 'unit',
    unitPrice: null,
    priceSlices: [],
    discountRate: 0,
    ecotax: 0,
    vatRate: 20,
    minQuantity: 1,
    maxQuantity: null,
    options: [],
    fuelType: null,
    availableFrom: null,
    availableTo: null,
    slices: null,
    contents: [],
    takingChargePlaceIds: [],
    ...overrides,
  };
}

/** The validated services: one per serviceId of the shop's products. */
function fromProducts(products: readonly ShopProductRecord[]): ServiceRecord[] {
  const services = new Map<number, ServiceRecord>();
  for (const product of products) {
    const known = services.get(product.serviceId);
    if (known) {
      known.airportIds.push(product.airportId);
      continue;
    }
    services.set(product.serviceId, {
      id: product.serviceId,
      sellerId: product.sellerId,
      typology: product.typology,
      status: 'active',
      visible: true,
      validationState: 'validated',
      refusalReason: null,
      airportIds: [product.airportId],
      draft: null,
      createdAt: CREATED,
      updatedAt: CREATED,
    });
  }
  return [...services.values()];
}

function pending(
  id: number,
  sellerId: number,
  typology: ServiceRecord['typology'],
  airports: number[],
  draft: ProductContent,
): ServiceRecord {
  return {
    id,
    sellerId,
    typology,
    status: 'active',
    visible: true,
    validationState: 'awaiting_validation',
    refusalReason: null,
    airportIds: airports,
    draft,
    createdAt: CHANGED,
    updatedAt: CHANGED,
  };
}

export function seedCatalogue({
  shopProducts = [],
}: Readonly<Partial<Db>>): Pick<Db, 'services' | 'catalogueAttributes'> {
  const services = fromProducts(shopProducts);
  const gpu = services.find((service) => service.id === SERVICE.rivieraGpu);
  const gpuProduct = shopProducts.find((product) => product.serviceId === SERVICE.rivieraGpu);
  if (gpu && gpuProduct) {
    // A pending price change: the 85 € version stays on sale until an operator validates.
    const {
      id: _id,
      serviceId: _s,
      sellerId: _l,
      airportId: _a,
      typology: _t,
      ...onSale
    } = structuredClone(gpuProduct);
    gpu.draft = { ...onSale, unitPrice: 95 };
    gpu.validationState = 'awaiting_validation';
    gpu.updatedAt = CHANGED;
  }
  if (shopProducts.length > 0) {
    services.push(
      pending(
        SERVICE.rivieraCrewMeals,
        2,
        'service',
        airportIds('LFMN'),
        content({
          name: t('Crew meal box', 'Coffret repas équipage'),
          description: t(
            'Hot meal, dessert and soft drink, delivered to the aircraft.',
            'Plat chaud, dessert et boisson, livrés à l’avion.',
          ),
          categoryIds: [CATEGORY.catering],
          attributeValues: [{ attributeId: ATTRIBUTE.deliveryMinutes, value: 45 }],
          unit: 'person',
          unitPrice: 28,
          maxQuantity: 12,
        }),
      ),
      pending(
        SERVICE.azurGrandPrix,
        3,
        'package',
        airportIds('LNMC', 'LFMN'),
        content({
          name: t('Grand Prix weekend shuttle', 'Navette week-end du Grand Prix'),
          description: t(
            'Return helicopter shuttle Nice – Monaco with paddock access.',
            'Navette hélicoptère aller-retour Nice – Monaco avec accès au paddock.',
          ),
          categoryIds: [CATEGORY.packages, CATEGORY.helicopter],
          attributeValues: [{ attributeId: ATTRIBUTE.persons, value: 2 }],
          unit: 'person',
          unitPrice: 1450,
          vatRate: 10,
          maxQuantity: 6,
          contents: [
            { name: t('Return helicopter flight', 'Vol hélicoptère aller-retour'), quantity: 1 },
            { name: t('Paddock club pass', 'Accès au Paddock Club'), quantity: 1 },
          ],
        }),
      ),
      {
        ...pending(
          SERVICE.lemanCoveredParking,
          7,
          'parking',
          airportIds('LSGG'),
          content({
            name: t('Covered parking', 'Parking couvert'),
            categoryIds: [CATEGORY.hangarParking],
            pricingType: 'price_per_slice',
            unit: 'slice_night',
            unitPrice: 60,
            priceSlices: [{ places: 8, unitPrice: 60 }],
            vatRate: 8.1,
            slices: { total: 8, sliceAreaM2: 150, count: 'places', footprint: null },
          }),
        ),
        validationState: 'refused',
        refusalReason:
          'The description is empty: say what the place offers (cover, security, ground power) and its dimensions.',
      },
    );
  }
  return { services, catalogueAttributes: attributes() };
}
