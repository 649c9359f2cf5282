import type { Schemas } from '../../../lib/api/contract';
import { netVolumeError } from '../../../lib/measurement/volumeCorrection';
import { VALIDATOR, addError, badRequest } from '../../api';
import { db } from '../../db';
import { deliveredFuelLine } from './deliveries';

type Certificate = Omit<Schemas['FuelCertificatePayload'], 'quoteId' | 'quoteLineId'>;

/**
 * The rules across fields of a whole certificate (a new one, or one after a change): its number
 * unique among the seller's, the end of fuelling after its start, the typed net within 0.5 % of
 * the computed one (the message names the computed net and the factor). Null when it passes.
 */
export function certificateErrors(
  sellerId: number,
  certificate: Certificate,
  exceptId?: number,
): Response | null {
  const errors: Record<string, string[]> = {};
  const number = certificate.certificateNumber.toLowerCase();
  const taken = db.fuelCertificates.some(
    (c) =>
      c.sellerId === sellerId && c.id !== exceptId && c.certificateNumber.toLowerCase() === number,
  );
  if (taken) addError(errors, 'certificateNumber', VALIDATOR.alreadyUsed);
  if (Date.parse(certificate.fuelingEndAt) <= Date.parse(certificate.fuelingStartAt)) {
    addError(errors, 'fuelingEndAt', VALIDATOR.correctTimes);
  }
  const net = netVolumeError(certificate, certificate.netLitres15);
  if (net) addError(errors, 'netLitres15', net);
  return Object.keys(errors).length > 0 ? badRequest(errors) : null;
}

/**
 * The line named must be a delivered fuel line of one of the seller's orders. A line may have
 * several certificates (a large delivery by several trucks).
 */
export function lineError(sellerId: number, quoteId: number, lineId: number): Response | null {
  return deliveredFuelLine(sellerId, quoteId, lineId)
    ? null
    : badRequest({ quoteLineId: [VALIDATOR.choice] });
}
