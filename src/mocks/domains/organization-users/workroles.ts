import type { OrganizationWorkrole } from '../../../entities/organization/contract';
import { VALIDATOR, folded, idParam, lengthErrors, TEXT_MAX, type JsonObject } from '../../api';
import { db } from '../../db';
import type { Workrole } from '../auth';
import type { OrganizationRecord } from '../organizations';
import { normalizedRights } from './rights';

export const WORKROLE_NOT_FOUND = 'errors.workrole_not_found';
export const WORKROLE_IN_USE = 'errors.workrole_in_use';
export const WORKROLE_READ_ONLY = 'errors.workrole_read_only';

/** The code of the workrole whose rights are chosen one by one (applying it changes none). */
export const CUSTOM_CODE = 'custom';

/** A platform template is offered to the organizations of its side. */
function sideFits(workrole: Workrole, organization: OrganizationRecord): boolean {
  if (workrole.side === 'any') return true;
  if (workrole.side === 'buyer') return organization.buyer;
  if (workrole.side === 'seller') return organization.seller;
  return !organization.buyer && !organization.seller;
}

export function isTemplate(workrole: Workrole): boolean {
  return workrole.organizationId === undefined || workrole.organizationId === null;
}

/** The workroles the organization may give: fitting templates, then its own. */
export function workrolesOf(organization: OrganizationRecord): Workrole[] {
  return db.workroles.filter((w) =>
    isTemplate(w) ? sideFits(w, organization) : w.organizationId === organization.id,
  );
}

export function findWorkrole(
  organization: OrganizationRecord,
  rawId: unknown,
): Workrole | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : typeof rawId === 'number' ? rawId : null;
  return workrolesOf(organization).find((w) => w.id === id);
}

function usersCount(organizationId: number, workroleId: number): number {
  return db.organizationUsers.filter(
    (m) => m.organizationId === organizationId && m.workroleId === workroleId,
  ).length;
}

export function toWorkrole(workrole: Workrole, organizationId: number): OrganizationWorkrole {
  return {
    id: workrole.id,
    name: workrole.name,
    rights: normalizedRights(workrole.rights),
    template: isTemplate(workrole),
    custom: workrole.code === CUSTOM_CODE,
    usersCount: usersCount(organizationId, workrole.id),
  };
}

export function readWorkroleName(
  body: JsonObject,
  organization: OrganizationRecord,
  partial: boolean,
  exceptId?: number,
): { name?: string; errors?: Record<string, string[]> } {
  const value = body.name;
  if (value === undefined && partial) return {};
  if (typeof value !== 'string' || value.trim() === '') {
    return { errors: { name: [VALIDATOR.required] } };
  }
  const name = value.trim().replace(/\s+/g, ' ');
  const tooLong = lengthErrors({ name }, { name: TEXT_MAX.name });
  if (tooLong) return { errors: tooLong };
  const taken = workrolesOf(organization).some(
    (w) => w.id !== exceptId && folded(w.name) === folded(name),
  );
  return taken ? { errors: { name: [VALIDATOR.alreadyUsed] } } : { name };
}
