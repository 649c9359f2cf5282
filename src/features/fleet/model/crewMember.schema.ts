import * as z from 'zod/mini';
import { isCountryCode } from '@/lib/format/countries';
import { crewMemberPayloadLimits } from '@/lib/contract/generated/constants';
import type { DefaultValues } from 'react-hook-form';
import {
  declaredSchema,
  recordValues,
  type FieldDeclaration,
  type FormDeclaration,
} from '@/lib/ui/resourceKit';
import { useAircraftTypeOptions, useCountryOptions } from '../components/crewDisplay';
import { VALIDATOR, email, trimmed } from '@/lib/validation';
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

/** A new crew member's values beyond each field's empty one ('', null, []: the kit's). */
export const EMPTY_CREW_MEMBER = { status: 'active' } satisfies Partial<CrewMemberFormValues>;

/** ICAO Doc 8643 type designators: a letter then one to three letters or digits (C56X, A320). */
export const ICAO_TYPE_DESIGNATOR = new RegExp(crewMemberPayloadLimits.aircraftTypes.items.pattern);

const nationality = z.pipe(
  z.nullable(z.string({ error: VALIDATOR.country })),
  z
    .string({ error: VALIDATOR.required })
    .check(z.refine(isCountryCode, { error: VALIDATOR.country })),
);

type Field = FieldDeclaration<keyof CrewMemberFormValues, CrewMember>;

/** The form's fields; the nationalities and aircraft types named in the interface language. */
const CREW_FIELDS: readonly Field[] = [
  { name: 'firstName', kind: 'text', required: true },
  { name: 'lastName', kind: 'text', required: true },
  { name: 'crewRole', kind: 'select', options: CREW_ROLES, optionLabels: 'roles', required: true },
  {
    name: 'status',
    kind: 'select',
    options: CREW_STATUSES,
    optionLabels: 'statuses',
    required: true,
  },
  { name: 'licenceNumber', kind: 'text', required: true, upperCase: true },
  { name: 'licenceExpiryDate', kind: 'date', required: true },
  {
    name: 'nationality',
    kind: 'select',
    searchable: true,
    required: true,
    useOptions: useCountryOptions,
    schema: nationality,
  },
  {
    name: 'aircraftTypes',
    kind: 'multiSelect',
    // Typed designators: trimmed, upper-cased, each once, of the document's pattern.
    upperCase: true,
    patternError: VALIDATOR.icaoType,
    help: 'fields.aircraftTypesHelp',
    useOptions: useAircraftTypeOptions,
  },
  { name: 'email', kind: 'text', type: 'email', required: true, schema: trimmed(email) },
  { name: 'phone', kind: 'text', type: 'tel', blankAsNull: true },
];

/** The form's values for a loaded crew member (edit and duplicate). */
export const crewMemberToValues = recordValues<CrewMember, CrewMemberFormValues>({
  fields: CREW_FIELDS,
  defaults: EMPTY_CREW_MEMBER,
});

/** A duplicate is another person with the same role and qualifications: identity fields start blank. */
export function crewMemberToDuplicate(member: CrewMember): DefaultValues<CrewMemberFormValues> {
  return {
    ...crewMemberToValues(member),
    firstName: '',
    lastName: '',
    licenceNumber: '',
    email: '',
    phone: '',
  };
}

/** Its values once checked are exactly what POST and PATCH send. */
type Checked = CrewMemberPayload;

/** The crew member form, its fields in two columns from md up. */
export const crewMemberForm: FormDeclaration<CrewMember, CrewMemberFormValues, Checked, Checked> = {
  fields: CREW_FIELDS,
  limits: crewMemberPayloadLimits,
  defaults: EMPTY_CREW_MEMBER,
  toValues: crewMemberToValues,
  duplicate: crewMemberToDuplicate,
  toPayload: (values) => values,
};

export const crewMemberSchema = declaredSchema<CrewMemberFormValues, CrewMemberPayload>(
  crewMemberForm,
);
