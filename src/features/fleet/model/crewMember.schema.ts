import * as z from 'zod/mini';
import { isCountryCode } from '@/lib/format/countries';
import {
  VALIDATOR,
  choice,
  email,
  isOneOf,
  isoDate,
  nullableText,
  requiredText,
  trimmed,
} from '@/lib/validation';
import {
  CREW_ROLES,
  CREW_STATUSES,
  type CrewMember,
  type CrewMemberPayload,
  type CrewRole,
  type CrewStatus,
} from './crewMember.types';

/** What the crew member form edits; `null` where nothing is chosen yet. */
export interface CrewMemberFormValues {
  firstName: string;
  lastName: string;
  crewRole: CrewRole | null;
  licenceNumber: string;
  licenceExpiryDate: string;
  nationality: string | null;
  email: string;
  phone: string;
  status: CrewStatus;
  aircraftTypes: string[];
}

export const EMPTY_CREW_MEMBER: CrewMemberFormValues = {
  firstName: '',
  lastName: '',
  crewRole: null,
  licenceNumber: '',
  licenceExpiryDate: '',
  nationality: null,
  email: '',
  phone: '',
  status: 'active',
  aircraftTypes: [],
};

/** ICAO Doc 8643 type designators: a letter then one to three letters or digits (C56X, A320). */
export const ICAO_TYPE_DESIGNATOR = /^[A-Z][A-Z0-9]{1,3}$/;

export function normalizeAircraftType(value: string): string {
  return value.trim().toUpperCase();
}

/** Trimmed, upper-cased, each once, in the order typed. */
export function normalizeAircraftTypes(values: readonly string[]): string[] {
  return [...new Set(values.map(normalizeAircraftType).filter((value) => value !== ''))];
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

export const crewMemberSchema = z.object({
  firstName: requiredText('name'),
  lastName: requiredText('name'),
  crewRole: choice(CREW_ROLES),
  licenceNumber: z.pipe(
    requiredText('code'),
    z.transform((value: string) => value.toUpperCase()),
  ),
  licenceExpiryDate: isoDate,
  nationality: z.pipe(
    z.nullable(z.string({ error: VALIDATOR.country })),
    z
      .string({ error: VALIDATOR.required })
      .check(z.refine(isCountryCode, { error: VALIDATOR.country })),
  ),
  email: trimmed(email),
  phone: nullableText('code'),
  status: z.custom<CrewStatus>(isOneOf(CREW_STATUSES), { error: VALIDATOR.choice }),
  aircraftTypes: z
    .pipe(
      z.custom<string[]>(isStringList, { error: VALIDATOR.icaoType }),
      z.transform((values: string[]): string[] => normalizeAircraftTypes(values)),
    )
    .check(
      z.refine((types) => types.every((type) => ICAO_TYPE_DESIGNATOR.test(type)), {
        error: VALIDATOR.icaoType,
      }),
    ),
});

/** The schema's output is exactly what POST and PATCH send (checked by the compiler). */
export type CrewMemberSchemaOutput = z.output<typeof crewMemberSchema>;
export function toCrewMemberPayload(output: CrewMemberSchemaOutput): CrewMemberPayload {
  return output;
}

/** The form's values for a loaded crew member (edit and duplicate). */
export function crewMemberToValues(member: CrewMember): CrewMemberFormValues {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    crewRole: member.crewRole,
    licenceNumber: member.licenceNumber,
    licenceExpiryDate: member.licenceExpiryDate,
    nationality: member.nationality,
    email: member.email,
    phone: member.phone ?? '',
    status: member.status,
    aircraftTypes: [...member.aircraftTypes],
  };
}

/** A duplicate is another person with the same role and qualifications: identity fields start blank. */
export function crewMemberToDuplicate(member: CrewMember): CrewMemberFormValues {
  return {
    ...crewMemberToValues(member),
    firstName: '',
    lastName: '',
    licenceNumber: '',
    email: '',
    phone: '',
  };
}
