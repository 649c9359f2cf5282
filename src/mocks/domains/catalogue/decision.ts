/**
 * An operator's decision names the version it decides on (DECISIONS.md "Catalogue"): the
 * service's `updatedAt` the operator's screen showed. A missing one is a field error; another
 * one is 409 `errors.product.changed` (the front reloads the tab, and the operator sees what
 * changed before deciding again), so a draft changed behind the screen is never published unseen.
 */
import { VALIDATOR, addError, apiError, conflict, type JsonObject } from '../../api';
import type { ServiceRecord } from './records';

export const PRODUCT_CHANGED = 'errors.product.changed';
export const PRODUCT_NOT_AWAITING_VALIDATION = 'errors.product_not_awaiting_validation';
export const VERSION_FIELD = 'updatedAt';

/** An ISO instant as the API writes it (bounded: at most nanoseconds and an offset). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** The version sent, into `errors` when missing or not an instant. */
export function readVersion(body: JsonObject, errors: Record<string, string[]>): number | null {
  const value = body[VERSION_FIELD];
  if (typeof value !== 'string' || value.trim() === '') {
    addError(errors, VERSION_FIELD, VALIDATOR.required);
    return null;
  }
  const instant = INSTANT.test(value) ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(instant)) {
    addError(errors, VERSION_FIELD, VALIDATOR.date);
    return null;
  }
  return instant;
}

/**
 * Why a decision on the version `seen` cannot be taken: a stale screen first (409: the tab
 * reloads and shows the service as it now is, decided by another operator included), then a
 * service with nothing to decide (400).
 */
export function decisionRefusal(service: ServiceRecord, seen: number): Response | null {
  if (Date.parse(service.updatedAt) !== seen) return conflict(PRODUCT_CHANGED);
  if (service.validationState !== 'awaiting_validation') {
    return apiError(400, PRODUCT_NOT_AWAITING_VALIDATION);
  }
  return null;
}
