import { normalizeVatNumber } from '../../../entities/organization/contract';
import { VALIDATOR, badRequest, conflict } from '../../api';
import { db } from '../../db';
import type { OrganizationRecord } from './records';

/**
 * Negotiated prices follow the buyer organization's VAT number (DECISIONS.md "Catalogue"), so a
 * VAT number is an identity: one organization holds it, and changing it waits for an operator.
 */

/** The organization's VAT number in its one spelling; null when it has none. */
export function vatNumberOf(organization: Pick<OrganizationRecord, 'vatNumber'>): string | null {
  return organization.vatNumber === null ? null : normalizeVatNumber(organization.vatNumber);
}

/**
 * Whether an organization other than `exceptId` holds `vatNumber` (any spelling, any status: a
 * registration awaiting its link holds its number too).
 */
export function vatNumberHeld(vatNumber: string, exceptId?: number): boolean {
  const wanted = normalizeVatNumber(vatNumber);
  return db.organizations.some((o) => o.id !== exceptId && vatNumberOf(o) === wanted);
}

/**
 * After the VAT number went from `previous` to the record's: a validated (active) organization
 * whose number changed (set, changed or removed) goes back to the operator's validation and says
 * why; the same number again changes nothing. An organization not yet validated stays as it is,
 * and a suspended or disabled one too (a new validation must not lift a suspension).
 */
export function revalidateOnVatChange(record: OrganizationRecord, previous: string | null): void {
  if (vatNumberOf(record) === previous || record.organizationStatus !== 'active') return;
  record.organizationStatus = 'awaiting_validation';
  record.validationReason = 'vat_number_changed';
}

export const ORGANIZATION_CHANGED = 'errors.organization.changed';
const SEEN_VAT_FIELD = 'vatNumber';

/**
 * An operator's validation names the VAT number its screen showed (the one it approves, which
 * selects negotiated prices): missing is a field error; another one than the organization's now
 * is 409 `errors.organization.changed` (the tab reloads onto the new number), so a number changed
 * behind the operator's screen is never validated unseen. Null when the validation may go on.
 */
export function seenVatRefusal(
  record: OrganizationRecord,
  body: Record<string, unknown>,
): Response | null {
  const seen = body[SEEN_VAT_FIELD];
  if (!Object.hasOwn(body, SEEN_VAT_FIELD) || (seen !== null && typeof seen !== 'string')) {
    return badRequest({
      [SEEN_VAT_FIELD]: [seen === undefined ? VALIDATOR.required : VALIDATOR.choice],
    });
  }
  const seenNumber = seen === null || seen.trim() === '' ? null : normalizeVatNumber(seen);
  return seenNumber === vatNumberOf(record) ? null : conflict(ORGANIZATION_CHANGED);
}
