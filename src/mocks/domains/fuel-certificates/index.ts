import { defineDomain } from '../../registry/defineDomain';
import { fuelCertificateHandlers } from './handlers';
import { seedFuelCertificates } from './seed';
import './records';

export type { FuelCertificateRecord } from './records';

/**
 * Fuel certificates (spec section 3, DECISIONS "Capacity and fuel"): a seller's certificate
 * for a delivered fuel line of its order, its net at 15 °C checked against ASTM D1250 Table 54B.
 *
 *   GET, POST api/fuel-certificate; GET, PATCH /{id}      the seller's (FUEL_VIEW, FUEL_EDIT)
 *   GET api/fuel-certificate/order/{id}                   an order's, for its buyer or seller
 *   GET api/fuel-certificate/{id}/print                   one as a PDF, for the same
 *   GET api/fuel-certificate/delivered-lines              the lines a certificate may belong to
 *
 * It reads the orders, trips, invoices, fleet and shop collections; none of them reads it.
 */
export const domain = defineDomain({
  name: 'fuel-certificates',
  after: ['orders', 'invoices'],
  seed: (seeded) => ({ fuelCertificates: seedFuelCertificates(seeded) }),
  handlers: fuelCertificateHandlers,
});
