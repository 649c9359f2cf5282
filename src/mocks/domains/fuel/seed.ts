import { isoDateIn, now } from '../../db';
import { nextRunAfter } from './nightly';
import type { FuelImportRecord, FuelPriceRecord, FuelRowFields } from './records';

/** Mistral Fuels (organization 6), the demo fuel seller at Marseille, Nice and Toulon. */
export const FUEL_SELLER = 6;
const SUPPLIER = 'Mistral Fuels';

type Prices = [publicPrice: number, commercial: number, privatePrice: number, fees: number];

function row(
  icao: 'LFML' | 'LFMN' | 'LFTH',
  fuelType: FuelRowFields['fuelType'],
  quantityUnit: FuelRowFields['quantityUnit'],
  [from, to]: [number, number],
  [publicPrice, commercialFlights, privateFlights, fees]: Prices,
): FuelRowFields {
  const iata = { LFML: 'MRS', LFMN: 'NCE', LFTH: 'TLN' }[icao];
  return {
    countryCode: 'FR',
    icao,
    iata,
    supplier: SUPPLIER,
    fuelType,
    startAt: isoDateIn(from),
    endAt: isoDateIn(to),
    vat: 20,
    quantityUnit,
    public: publicPrice,
    commercialFlights,
    privateFlights,
    fees,
  };
}

/** This period and the next one, as a posted board is: days -10..20 and 21..50 of the demo day. */
const NOW: [number, number] = [-10, 20];
const NEXT: [number, number] = [21, 50];

const MANUAL: FuelRowFields[] = [
  row('LFML', 'kerosene', 'L', NOW, [1.92, 1.68, 1.76, 0.08]),
  row('LFML', 'kerosene', 'L', NEXT, [1.95, 1.7, 1.79, 0.08]),
  row('LFMN', 'kerosene', 'L', NOW, [1.98, 1.72, 1.82, 0.09]),
  row('LFMN', 'kerosene', 'L', NEXT, [2.01, 1.75, 1.85, 0.09]),
  row('LFMN', 'biojet', 'Gal', NOW, [9.6, 8.7, 9.1, 0.35]),
];

/** Toulon is priced by a file the nightly run applied two days ago: edited by import only. */
const IMPORTED: FuelRowFields[] = [
  row('LFTH', 'kerosene', 'L', NOW, [2.02, 1.74, 1.84, 0.1]),
  row('LFTH', 'fuel', 'L', NOW, [3.1, 2.85, 2.95, 0.1]),
];

function importedAt(): { uploadedAt: string; appliedAt: string } {
  const applied = nextRunAfter(new Date(now().getTime() - 3 * 86_400_000));
  return {
    uploadedAt: new Date(applied.getTime() - 7 * 3_600_000).toISOString(),
    appliedAt: applied.toISOString(),
  };
}

export function seedFuelImports(): FuelImportRecord[] {
  const { uploadedAt, appliedAt } = importedAt();
  return [
    {
      id: 1,
      sellerId: FUEL_SELLER,
      fileName: 'toulon-prices.csv',
      state: 'applied',
      rowCount: IMPORTED.length,
      airports: ['LFTH'],
      uploadedAt,
      scheduledFor: appliedAt,
      appliedAt,
      rows: IMPORTED.map((fields) => ({ ...fields })),
    },
  ];
}

export function seedFuelPrices(): FuelPriceRecord[] {
  const { appliedAt } = importedAt();
  const created = new Date(Date.parse(appliedAt) - 20 * 86_400_000).toISOString();
  return [
    ...MANUAL.map((fields, index) => ({
      ...fields,
      id: index + 1,
      sellerId: FUEL_SELLER,
      source: 'manual' as const,
      importId: null,
      createdAt: created,
      updatedAt: created,
    })),
    ...IMPORTED.map((fields, index) => ({
      ...fields,
      id: MANUAL.length + index + 1,
      sellerId: FUEL_SELLER,
      source: 'import' as const,
      importId: 1,
      createdAt: appliedAt,
      updatedAt: appliedAt,
    })),
  ];
}
