import type { Schemas } from '../../../lib/api/contract';

export type FuelCertificate = Schemas['FuelCertificate'];
type FuelCertificatePayload = Schemas['FuelCertificatePayload'];

export const FUEL_CERTIFICATE_NOT_FOUND = 'errors.fuel_certificate_not_found';

/**
 * A fuel certificate as stored: what the seller typed and the delivery it belongs to. Client,
 * registration, fuel type, invoice number and the factor are read from the order when answered,
 * so they follow it (an invoice sent later shows its number).
 */
export type FuelCertificateRecord = Omit<FuelCertificatePayload, 'certificateNumber'> &
  Pick<FuelCertificate, 'id' | 'certificateNumber' | 'createdAt' | 'updatedAt'> & {
    sellerId: number;
  };

declare module '../../db/types' {
  interface Db {
    fuelCertificates: FuelCertificateRecord[];
  }
}
