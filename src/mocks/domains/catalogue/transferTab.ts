/**
 * A helicopter service's transfer tab (issue 30): the aircraft that flies it, chosen among the
 * seller's own helicopters by id, its seats and luggage, the flight time, private or shared.
 * Every number bounded by the document's limits; an aircraft of another organization (or none)
 * is `validator.choice` on `transfer.helicopterId`. What a buyer gets: validated like pricing.
 */
import { HELICOPTER_TRANSFER_TYPES } from '../../../entities/cart/contract';
import type { ServiceTransfer, ServiceTransferView } from '../../../entities/service/contract';
import { serviceTransferLimits as LIMIT } from '../../../lib/contract/generated/constants';
import type { ServiceTypology } from '../../../entities/service/contract';
import { VALIDATOR, addError, type JsonObject } from '../../api';
import { authorize } from '../../auth';
import { db } from '../../db';
import type { OrganizationHelicopterRecord } from '../organization-fleet';
import { numberAt, objectAt, oneOfAt, type Errors } from './fields';

export const TRANSFER_FIELD = 'transfer';
/** Writing the transfer tab asks this right besides SERVICE_EDIT (docs/decisions: issue 30). */
export const TRANSFER_WRITE_RIGHT = 'TRANSFER_HELICOPTER_REQUEST';

/** 403 when a helicopter service's body sets the transfer tab without its right. */
export function transferRefusal(
  request: Request,
  typology: ServiceTypology,
  body: JsonObject,
): Response | null {
  if (typology !== 'helicopter' || !Object.hasOwn(body, TRANSFER_FIELD)) return null;
  const auth = authorize(request, TRANSFER_WRITE_RIGHT);
  return auth instanceof Response ? auth : null;
}

/** One of the organization's helicopters, or undefined. */
export function fleetHelicopter(
  organizationId: number,
  id: number,
): OrganizationHelicopterRecord | undefined {
  return db.organizationHelicopters.find(
    (helicopter) => helicopter.id === id && helicopter.organizationId === organizationId,
  );
}

function wholeAt(raw: unknown, field: keyof typeof LIMIT, errors: Errors): number {
  const { minimum, maximum } = { maximum: Number.MAX_SAFE_INTEGER, ...LIMIT[field] };
  return (
    numberAt(raw, `${TRANSFER_FIELD}.${field}`, errors, {
      min: minimum,
      max: maximum,
      rule: 'integer',
    }) ?? 0
  );
}

export function readTransfer(raw: unknown, sellerId: number, errors: Errors): ServiceTransfer {
  const body = objectAt(raw, TRANSFER_FIELD, errors);
  const helicopterId = wholeAt(body.helicopterId, 'helicopterId', errors);
  if (!errors[`${TRANSFER_FIELD}.helicopterId`] && !fleetHelicopter(sellerId, helicopterId)) {
    addError(errors, `${TRANSFER_FIELD}.helicopterId`, VALIDATOR.choice);
  }
  const type =
    oneOfAt(body.type, HELICOPTER_TRANSFER_TYPES, `${TRANSFER_FIELD}.type`, errors) ?? 'private';
  return {
    helicopterId,
    type,
    seats: wholeAt(body.seats, 'seats', errors),
    luggageKg: wholeAt(body.luggageKg, 'luggageKg', errors),
    durationMinutes: wholeAt(body.durationMinutes, 'durationMinutes', errors),
  };
}

/** The tab as read: the helicopter named as the fleet names it now. */
export function transferView(
  sellerId: number,
  transfer: ServiceTransfer | null | undefined,
): ServiceTransferView | null {
  if (!transfer) return null;
  const helicopter = fleetHelicopter(sellerId, transfer.helicopterId);
  return {
    ...transfer,
    helicopterModel: helicopter ? `${helicopter.manufacturer} ${helicopter.modelType}` : '',
    registration: helicopter?.registration ?? '',
  };
}
