import type { OrganizationStatus } from '../../../entities/organization/contract';
import { apiError } from '../../api';
import { db } from '../../db';

export const ORGANIZATION_AWAITING_VALIDATION = 'errors.organization_awaiting_validation';
export const ORGANIZATION_SUSPENDED = 'errors.organization_suspended';

/** Not yet validated by an operator: such an organization neither buys nor sells. */
const UNVALIDATED: readonly OrganizationStatus[] = ['registration_pending', 'awaiting_validation'];

export function awaitsValidation(organizationId: number | null | undefined): boolean {
  const organization = db.organizations.find((o) => o.id === organizationId);
  return organization !== undefined && UNVALIDATED.includes(organization.organizationStatus);
}

/**
 * The business error refusing a purchase or a sale (checkout, sending or validating a quote) to
 * an organization an operator has not validated yet, or has suspended; null when it may trade
 * (DECISIONS.md). A disabled organization gives its members no rights at all (auth/authUser.ts).
 */
export function refusedTrading(organizationId: number | null | undefined): Response | null {
  if (awaitsValidation(organizationId)) return apiError(400, ORGANIZATION_AWAITING_VALIDATION);
  const organization = db.organizations.find((o) => o.id === organizationId);
  return organization?.organizationStatus === 'suspended'
    ? apiError(400, ORGANIZATION_SUSPENDED)
    : null;
}
