import type { NegotiatedRateRecord, PriceListRecord } from './records';

/** The demo seller (organizations' ORG.riviera) and its client companies. */
const RIVIERA = 2;

export const NEGOTIATED_RATE = { euroConnect: 1, bavaria: 2, corsica: 3 } as const;
export const PRICE_LIST = { euroConnect: 1, bavaria: 2 } as const;

/**
 * Riviera Jet Centre's services the lists name (the shop's PRODUCT ids: rivieraJetA1,
 * rivieraHandling, rivieraLounge, rivieraHangar, rivieraHandlingFee).
 */
export const SERVICE = {
  jetA1: 10201,
  handling: 10206,
  lounge: 10211,
  hangar: 10203,
  handlingFee: 10212,
} as const;

const CREATED = '2025-01-15T09:00:00.000Z';

export function seedNegotiatedRates(): NegotiatedRateRecord[] {
  const rate = (id: number, companyName: string, vat: string, createdAt = CREATED) => ({
    id,
    sellerId: RIVIERA,
    companyName,
    intracommunityVatNumber: vat,
    createdAt,
    updatedAt: createdAt,
  });
  return [
    // A seeded buyer (lena.schmit@euroconnect.lu, trip 13 to Nice): the shop shows it its prices.
    rate(NEGOTIATED_RATE.euroConnect, 'EuroConnect Regional Airlines SA', 'LU26375245'),
    rate(
      NEGOTIATED_RATE.bavaria,
      'Bavaria Jet Charter GmbH',
      'DE813456782',
      '2025-02-20T08:15:00.000Z',
    ),
    // A prospect: a rate agreed, its price list not written yet.
    rate(
      NEGOTIATED_RATE.corsica,
      'Corse Aviation Affaires SARL',
      'FR61412345678',
      '2025-11-03T14:30:00.000Z',
    ),
  ];
}

export function seedPriceLists(): PriceListRecord[] {
  return [
    {
      id: PRICE_LIST.euroConnect,
      sellerId: RIVIERA,
      name: 'EuroConnect – 2026 framework contract',
      status: 'active',
      negotiatedRateId: NEGOTIATED_RATE.euroConnect,
      lines: [
        { serviceId: SERVICE.jetA1, unitPrice: 1.72, discountRate: null },
        { serviceId: SERVICE.handlingFee, unitPrice: null, discountRate: 10 },
        { serviceId: SERVICE.handling, unitPrice: null, discountRate: 15 },
        { serviceId: SERVICE.lounge, unitPrice: 300, discountRate: null },
        { serviceId: SERVICE.hangar, unitPrice: null, discountRate: 20 },
      ],
      createdAt: CREATED,
      updatedAt: '2025-06-20T16:45:00.000Z',
    },
    {
      id: PRICE_LIST.bavaria,
      sellerId: RIVIERA,
      name: 'Bavaria Jet Charter – summer season',
      status: 'inactive',
      negotiatedRateId: NEGOTIATED_RATE.bavaria,
      lines: [
        { serviceId: SERVICE.handling, unitPrice: null, discountRate: 12 },
        { serviceId: SERVICE.jetA1, unitPrice: 1.79, discountRate: null },
      ],
      createdAt: '2025-03-02T10:00:00.000Z',
      updatedAt: '2025-03-02T10:00:00.000Z',
    },
  ];
}
