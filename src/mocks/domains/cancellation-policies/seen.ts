import type { SeenCancellationPolicy } from '../../../entities/quote/contract';
import { VALIDATOR, addError, isJsonObject } from '../../api';

/*
 * What a buyer says it was shown of a cancellation policy (issue 27): a checkout names each
 * seller's, a quotation's validation the one it would copy. Read here once for both, and compared
 * with the policy that applies now by id and version (`updatedAt`, raised by every edit).
 */

type Errors = Record<string, string[]>;

/** An ISO instant as the API writes it (bounded: at most nanoseconds and an offset). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The policy seen at `field`: null (none shown: the terms of sale apply) or `{id, updatedAt}`.
 * Missing or malformed: its field errors, and undefined.
 */
export function readSeenPolicy(
  value: unknown,
  field: string,
  errors: Errors,
): SeenCancellationPolicy | null | undefined {
  if (value === null) return null;
  if (!isJsonObject(value)) {
    addError(errors, field, VALIDATOR.required);
    return undefined;
  }
  const { id, updatedAt } = value;
  const idOk = typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
  if (!idOk)
    addError(errors, `${field}.id`, id === undefined ? VALIDATOR.required : VALIDATOR.number);
  const instant =
    typeof updatedAt === 'string' && INSTANT.test(updatedAt) ? Date.parse(updatedAt) : Number.NaN;
  if (!Number.isFinite(instant)) {
    addError(
      errors,
      `${field}.updatedAt`,
      typeof updatedAt === 'string' ? VALIDATOR.date : VALIDATOR.required,
    );
  }
  if (!idOk || typeof updatedAt !== 'string' || !Number.isFinite(instant)) return undefined;
  return { id, updatedAt };
}

/** Whether `current` (the policy that applies now, or none) is the one seen. */
export function isSeenPolicy(
  seen: SeenCancellationPolicy | null,
  current: { id: number; updatedAt: string } | null,
): boolean {
  if (seen === null || current === null) return seen === current;
  return seen.id === current.id && Date.parse(seen.updatedAt) === Date.parse(current.updatedAt);
}
