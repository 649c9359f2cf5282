import type { Schemas } from '../../../lib/api/contract';
import { db } from '../../db';
import { login } from '../../testing';

/** Helpers of the crew tests. */
export const NEW_MEMBER: Schemas['CrewMemberPayload'] = {
  firstName: 'Margaux',
  lastName: 'Chevalier',
  crewRole: 'first_officer',
  licenceNumber: 'FRA.FCL.PA.140921',
  licenceExpiryDate: '2028-06-30',
  nationality: 'FR',
  email: 'margaux.chevalier@alpine-jets.fr',
  phone: '+33 6 20 31 42 53',
  status: 'active',
  aircraftTypes: ['C68A', 'C56X'],
};

export async function as(email: string) {
  return (await login(email)).token;
}

export function firstOf(organizationId: number) {
  const member = db.crewMembers.find((m) => m.organizationId === organizationId);
  if (!member) throw new Error(`no crew in ${organizationId}`);
  return member;
}
