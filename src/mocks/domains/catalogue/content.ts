/**
 * A service as the API answers it: its current content (the draft awaiting validation, else the
 * version on sale, read from its products), the version still on sale during a change, and why
 * it is not on sale.
 */
import {
  CAPACITY_TYPOLOGIES,
  PACKAGE_TYPOLOGIES,
  TRANSFER_TYPOLOGIES,
  serviceTabsOf,
  type NotOnSaleReason,
  type Service,
  type ServiceContent,
  type ServiceSummary,
} from '../../../entities/service/contract';
import { db, today } from '../../db';
import {
  activeSeller,
  flightOf,
  sellerCurrency,
  type Lang,
  type ProductContent,
  type ShopProductRecord,
} from '../shop';
import type { ServiceRecord } from './records';
import { placesOf } from './takingCharge';
import { transferView } from './transferTab';

export function productsOf(serviceId: number): ShopProductRecord[] {
  return db.shopProducts.filter((product) => product.serviceId === serviceId);
}

/** The content fields of a product (a deep copy). */
export function contentOf(product: ShopProductRecord): ProductContent {
  const {
    id: _id,
    serviceId: _serviceId,
    sellerId: _sellerId,
    airportId: _airportId,
    typology: _typology,
    ...content
  } = product;
  return structuredClone(content);
}

/** The version on sale (its products share it), or null when never validated. */
export function validatedContent(service: ServiceRecord): ProductContent | null {
  const product = productsOf(service.id)[0];
  return product ? contentOf(product) : null;
}

/** What the seller edits: the draft when one exists, else the version on sale. */
export function currentContent(service: ServiceRecord): ProductContent {
  const content = service.draft ?? validatedContent(service);
  if (!content) throw new Error(`Service ${service.id} has neither a draft nor a product`);
  return content;
}

/** A product is within its availability today. */
export function availableToday(content: Pick<ProductContent, 'availableFrom' | 'availableTo'>) {
  const day = today();
  return (
    (content.availableFrom === null || content.availableFrom <= day) &&
    (content.availableTo === null || content.availableTo >= day)
  );
}

export function isServiceOnSale(service: ServiceRecord, product: ShopProductRecord): boolean {
  return service.status === 'active' && service.visible && availableToday(product);
}

export function notOnSaleReasons(service: ServiceRecord): NotOnSaleReason[] {
  const validated = validatedContent(service);
  const reasons: NotOnSaleReason[] = [];
  if (!validated) {
    reasons.push(service.validationState === 'refused' ? 'refused' : 'awaiting_validation');
  }
  if (service.status === 'inactive') reasons.push('inactive');
  if (!service.visible) reasons.push('hidden');
  if (service.airportIds.length === 0) reasons.push('no_airport');
  const day = today();
  if (validated?.availableTo != null && validated.availableTo < day) {
    reasons.push('availability_ended');
  }
  if (validated?.availableFrom != null && validated.availableFrom > day) {
    reasons.push('availability_not_started');
  }
  if (!activeSeller(service.sellerId)) reasons.push('seller_inactive');
  // A helicopter service is offered only with an aircraft to fly it (its transfer tab).
  const product = productsOf(service.id)[0];
  if (service.typology === 'helicopter' && product && !flightOf(product)) {
    reasons.push('no_transfer');
  }
  return reasons;
}

function toContent(service: ServiceRecord, content: ProductContent): ServiceContent {
  const hasCapacity = CAPACITY_TYPOLOGIES.includes(service.typology);
  return {
    information: {
      name: content.name,
      description: content.description,
      categoryIds: content.categoryIds,
      attributes: content.attributeValues,
      characteristics: content.attributes,
    },
    pricing: {
      pricingType: content.pricingType,
      unitPrice: content.unitPrice,
      priceSlices: content.priceSlices,
      unit: content.unit,
      vatRate: content.vatRate,
      ecotax: content.ecotax,
      discountRate: content.discountRate,
      minQuantity: content.minQuantity,
      maxQuantity: content.maxQuantity,
      saleMode: content.saleMode,
      options: content.options,
      fuelType: content.fuelType,
      currency: sellerCurrency(service.sellerId),
    },
    availability: { availableFrom: content.availableFrom, availableTo: content.availableTo },
    capacity:
      hasCapacity && content.slices
        ? {
            count: content.slices.count,
            total: content.slices.total,
            sliceAreaM2: content.slices.sliceAreaM2,
            footprint: content.slices.footprint,
          }
        : null,
    packages: PACKAGE_TYPOLOGIES.includes(service.typology) ? { contents: content.contents } : null,
    transfer: TRANSFER_TYPOLOGIES.includes(service.typology)
      ? transferView(service.sellerId, content.transfer)
      : null,
  };
}

function sellerRef(service: ServiceRecord) {
  const seller = db.organizations.find((org) => org.id === service.sellerId);
  return { id: service.sellerId, name: seller?.commercialName ?? '' };
}

export function toService(service: ServiceRecord): Service {
  const products = productsOf(service.id);
  const validated = validatedContent(service);
  const reasons = notOnSaleReasons(service);
  return {
    id: service.id,
    seller: sellerRef(service),
    typology: service.typology,
    tabs: serviceTabsOf(service.typology),
    status: service.status,
    visible: service.visible,
    validationState: service.validationState,
    refusalReason: service.refusalReason,
    airportIds: [...service.airportIds],
    takingChargeAddresses: placesOf(currentContent(service).takingChargePlaceIds),
    ...toContent(service, currentContent(service)),
    onSale: validated !== null && reasons.length === 0,
    notOnSaleReasons: reasons,
    onSaleVersion: service.draft && validated ? toContent(service, validated) : null,
    productIds: products.map((product) => product.id),
    createdAt: service.createdAt,
    updatedAt: service.updatedAt,
  };
}

export function toSummary(service: ServiceRecord, lang: Lang): ServiceSummary {
  const content = currentContent(service);
  const reasons = notOnSaleReasons(service);
  return {
    id: service.id,
    seller: sellerRef(service),
    typology: service.typology,
    name: content.name[lang] || content.name.en,
    categoryIds: [...content.categoryIds],
    airportIds: [...service.airportIds],
    status: service.status,
    visible: service.visible,
    validationState: service.validationState,
    pendingChange: service.draft !== null && validatedContent(service) !== null,
    onSale: validatedContent(service) !== null && reasons.length === 0,
    notOnSaleReasons: reasons,
    pricingType: content.pricingType,
    price: content.unitPrice,
    unit: content.unit,
    currency: sellerCurrency(service.sellerId),
    updatedAt: service.updatedAt,
  };
}
