import { call, login, multipart } from '../../testing';
import { FUEL_SELLER } from './seed';

export const FUEL_USER = 'henri.duval@mistral-fuels.fr';

export async function fuelSeller() {
  return { token: (await login(FUEL_USER)).token, organizationId: FUEL_SELLER };
}

/** A row for Marseille a user would type, its period far from the seeded ones. */
export const NEW_ROW = {
  countryCode: 'FR',
  icao: 'LFML',
  supplier: 'Mistral Fuels',
  fuelType: 'biojet',
  startAt: '2030-01-01',
  endAt: '2030-01-31',
  vat: 20,
  quantityUnit: 'L',
  public: 2.45,
  commercialFlights: 2.1,
  privateFlights: 2.3,
  fees: 0.1,
};

export const HEADER =
  'country,icao,iata,supplier,fuel_type,start,end,vat,quantity_unit,public,commercial_flights,private_flights,fees';

/** Uploads `lines` (after the header) as a CSV file. */
export async function upload(
  options: { token: string; organizationId: number },
  lines: string[],
  name = 'prices.csv',
) {
  const form = new FormData();
  form.set('file', new File([[HEADER, ...lines].join('\n')], name, { type: 'text/csv' }));
  return call('POST', 'api/import/fuel-price', { ...options, ...(await multipart(form)) });
}
