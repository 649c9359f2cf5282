import { today } from '../../../db/clock';
import type { Db } from '../../../db/types';
import { ORG } from '../../organizations';
import type { CrewMemberRecord } from '../records';
import { generateCrew } from './generated';
import { ALPINE_CREW, AZUR_HELI_CREW, type NamedCrewMember } from './named';
import { emailPart } from './names';

/** About 3000 crew members at the large operator: lists are tried on thousands of rows. */
export const GENERATED_CREW_COUNT = 3000;

const CREATED_AT = Date.parse('2025-03-03T08:00:00.000Z');

function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
}

function records(
  organizationId: number,
  emailDomain: string,
  crew: readonly (NamedCrewMember & { email?: string })[],
  firstId: number,
  day: string,
): CrewMemberRecord[] {
  return crew.map(({ expiresIn, email, ...member }, index) => {
    // Created one by one, a minute apart: a stable order for "newest first" views.
    const createdAt = new Date(CREATED_AT + (firstId + index) * 60_000).toISOString();
    return {
      ...member,
      id: firstId + index,
      organizationId,
      licenceExpiryDate: addDays(day, expiresIn),
      email: email ?? `${emailPart(member.firstName)}.${emailPart(member.lastName)}@${emailDomain}`,
      aircraftTypes: [...member.aircraftTypes],
      createdAt,
      updatedAt: createdAt,
    };
  });
}

function build(day: string): CrewMemberRecord[] {
  const alpine = records(ORG.alpine, 'alpine-jets.fr', ALPINE_CREW, 1, day);
  const heli = records(ORG.azurHeli, 'azurheli.mc', AZUR_HELI_CREW, alpine.length + 1, day);
  const generated = generateCrew(GENERATED_CREW_COUNT, 'euroconnect.lu');
  const large = records(
    ORG.euroConnect,
    'euroconnect.lu',
    generated,
    alpine.length + heli.length + 1,
    day,
  );
  return [...alpine, ...heli, ...large];
}

let cached: { day: string; crew: CrewMemberRecord[] } | null = null;

/**
 * Expiry dates are relative to the demo clock's today; the rest is fixed. Built once per demo
 * day and copied at each reset (a reset runs before every test: copying is ten times cheaper
 * than building or a structured clone).
 */
export function seedFleet(): Pick<Db, 'crewMembers'> {
  const day = today();
  if (cached?.day !== day) cached = { day, crew: build(day) };
  return {
    crewMembers: cached.crew.map((member) => ({
      ...member,
      aircraftTypes: [...member.aircraftTypes],
    })),
  };
}
