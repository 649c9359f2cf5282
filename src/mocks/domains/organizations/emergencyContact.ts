import {
  ORGANIZATION_VALIDATOR,
  type EmergencyContactCandidate,
  type OrganizationEmergencyContact,
} from '../../../entities/organization/contract';
import { VALIDATOR, isEmail, type JsonObject } from '../../api';
import { db } from '../../db';
import { Checker, type FieldErrors } from './checker';
import type { OrganizationRecord } from './records';

/** The organization's active users: the people an emergency contact may be chosen among. */
export function activeMembers(record: OrganizationRecord): EmergencyContactCandidate[] {
  return db.organizationUsers
    .filter((m) => m.organizationId === record.id && m.status === 'active')
    .flatMap((m) => {
      const user = db.users.find((u) => u.id === m.userId && u.status === 'active');
      return user
        ? [
            {
              email: user.email,
              firstName: user.firstName,
              lastName: user.lastName,
              phone: user.phone,
            },
          ]
        : [];
    })
    .sort((a, b) => a.lastName.localeCompare(b.lastName));
}

export function toEmergencyContact(record: OrganizationRecord): OrganizationEmergencyContact {
  return {
    emergencyContact: record.emergencyContact ? { ...record.emergencyContact } : null,
    candidates: activeMembers(record),
  };
}

export function applyEmergencyContact(
  record: OrganizationRecord,
  body: JsonObject,
): FieldErrors | null {
  const c = new Checker(body);
  const email = c.required('email');
  const jobTitle = c.optional('jobTitle');
  if (email !== '' && !isEmail(email)) c.fail('email', VALIDATOR.email);
  const member = activeMembers(record).find(
    (candidate) => candidate.email.toLowerCase() === email.toLowerCase(),
  );
  if (c.ok && !member) c.fail('email', ORGANIZATION_VALIDATOR.emergencyContactActiveUser);
  if (!c.ok || !member) return c.errors;
  record.emergencyContact = {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: member.phone,
    jobTitle,
  };
  return null;
}
