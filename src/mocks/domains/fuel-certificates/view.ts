import { isJetFuelDensity, netVolumeAt15 } from '../../../lib/measurement/volumeCorrection';
import { db } from '../../db';
import { fuelTypeOf, invoiceNumberOf, registrationOf } from './deliveries';
import type { FuelCertificate, FuelCertificateRecord } from './records';

/** The API shape: the record with what comes from its order, and the factor used. */
export function toFuelCertificate(record: FuelCertificateRecord): FuelCertificate {
  const { sellerId, ...typed } = record;
  const quote = db.quotes.find((q) => q.id === record.quoteId);
  const line = quote?.lines.find((l) => l.id === record.quoteLineId);
  const computed = isJetFuelDensity(record.density15) ? netVolumeAt15(record) : null;
  return {
    ...typed,
    quoteReference: quote?.reference ?? '',
    registration: quote ? registrationOf(quote) : null,
    client: quote ? { ...quote.client } : { id: 0, name: '' },
    seller: quote ? { ...quote.organization } : { id: sellerId, name: '' },
    fuelType: line ? fuelTypeOf(line) : 'kerosene',
    productName: line?.productName ?? '',
    volumeCorrectionFactor: computed?.factor ?? 1,
    computedNetLitres15: computed?.netLitres ?? record.netLitres15,
    invoiceNumber: quote ? invoiceNumberOf(quote) : null,
  };
}
