import { normalizeVatNumber } from '../../../entities/organization/contract';
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
