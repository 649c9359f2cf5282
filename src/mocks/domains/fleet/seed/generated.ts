import type { Schemas } from '../../../../lib/api/contract';
import { pick, seededRandom } from '../../../db/random';
import type { NamedCrewMember } from './named';
import { NAME_POOLS, emailPart, type NamePool } from './names';

/** A regional airline's fleet: ATRs, Embraer E-Jets, Dash 8s and A320 family. */
const REGIONAL_TYPES = ['AT76', 'AT45', 'E190', 'E195', 'DH8D', 'A319', 'A320', 'A20N'] as const;

function roleOf(draw: number): Schemas['CrewRole'] {
  if (draw < 0.3) return 'captain';
  if (draw < 0.6) return 'first_officer';
  if (draw < 0.92) return 'cabin_crew';
  if (draw < 0.95) return 'flight_engineer';
  return 'other';
}

/** Pilots hold a Part-FCL licence, cabin crew an attestation, the others their own papers. */
function licenceOf(pool: NamePool, role: Schemas['CrewRole'], serial: number): string {
  const number = String(serial).padStart(6, '0');
  if (role === 'cabin_crew') return `${pool.licenceState}.CCA.${number}`;
  if (role === 'flight_engineer') return `${pool.licenceState}.FEL.${number}`;
  if (role === 'other') return `${pool.licenceState}.TCM.${number}`;
  return `${pool.licenceState}.FCL.PA.${number}`;
}

function typesOf(random: () => number, role: Schemas['CrewRole']): string[] {
  const first = pick(random, REGIONAL_TYPES);
  // Cabin crew are often qualified on several types; pilots mostly on one or a family.
  const extra = role === 'cabin_crew' ? 2 : random() < 0.25 ? 1 : 0;
  const types = new Set<string>([first]);
  for (let i = 0; i < extra; i += 1) types.add(pick(random, REGIONAL_TYPES));
  return [...types];
}

function phoneOf(random: () => number, pool: NamePool): string {
  const digits = () => String(Math.floor(random() * 1000)).padStart(3, '0');
  return `${pool.phonePrefix} ${digits()} ${digits()}`;
}

export interface GeneratedCrewMember extends NamedCrewMember {
  email: string;
}

/**
 * `count` crew members of many nationalities, licences expiring from 200 days ago to 900 days
 * ahead (so about one in six is expired), one in twelve inactive; emails unique at `domain`.
 */
export function generateCrew(count: number, emailDomain: string): GeneratedCrewMember[] {
  const random = seededRandom(20_260_101);
  const emails = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const pool = pick(random, NAME_POOLS);
    const firstName = pick(random, pool.first);
    const lastName = pick(random, pool.last);
    const crewRole = roleOf(random());
    const status: Schemas['CrewStatus'] = random() < 1 / 12 ? 'inactive' : 'active';
    const base = `${emailPart(firstName)}.${emailPart(lastName)}`;
    let email = `${base}@${emailDomain}`;
    for (let n = 2; emails.has(email); n += 1) email = `${base}${n}@${emailDomain}`;
    emails.add(email);
    return {
      firstName,
      lastName,
      crewRole,
      nationality: pool.nationality,
      // Unique in the organization: 37 * count stays below the 6-digit range.
      licenceNumber: licenceOf(pool, crewRole, 100_000 + ((index * 37) % 900_000)),
      expiresIn: Math.floor(random() * 1100) - 200,
      aircraftTypes: typesOf(random, crewRole),
      phone: random() < 0.9 ? phoneOf(random, pool) : null,
      status,
      email,
    };
  });
}
