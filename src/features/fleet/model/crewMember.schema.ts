import type { Schemas } from '@/lib/api/contract';
import {
  crewMemberPayloadLimits,
  crewRoleValues,
  crewStatusValues,
} from '@/lib/contract/generated/constants';
import {
  blankOnCopy,
  countryField,
  declaredSchema,
  recordValues,
  type FieldDeclaration,
  type FormDeclaration,
  type FormValuesOf,
} from '@/lib/ui/resourceKit';
import { VALIDATOR, email, trimmed } from '@/lib/validation';
import { useAircraftTypeOptions } from './aircraftTypes';

/**
 * The crew members of the selected organization (spec section 7, "Crew: CRUD api/crew-member"):
 * their shapes and lists are the OpenAPI document's (region fleet).
 */
export type CrewMember = Schemas['CrewMember'];
/** What POST sends (PATCH sends any part of it), exactly the form's values once checked. */
export type CrewMemberPayload = Schemas['CrewMemberPayload'];

/** What the crew member form edits; `null` where no role or nationality is chosen yet. */
export type CrewMemberFormValues = FormValuesOf<CrewMemberPayload, 'crewRole' | 'nationality'>;

/** A new crew member's values beyond each field's empty one ('', null, []: the kit's). */
export const EMPTY_CREW_MEMBER = { status: 'active' } satisfies Partial<CrewMemberFormValues>;

/** ICAO Doc 8643 type designators: a letter then one to three letters or digits (C56X, A320). */
export const ICAO_TYPE_DESIGNATOR = new RegExp(crewMemberPayloadLimits.aircraftTypes.items.pattern);

type Field = FieldDeclaration<keyof CrewMemberFormValues, CrewMember>;

/** The form's fields; the nationalities and aircraft types named in the interface language. */
const CREW_FIELDS: readonly Field[] = [
  { name: 'firstName', kind: 'text', required: true },
  { name: 'lastName', kind: 'text', required: true },
  {
    name: 'crewRole',
    kind: 'select',
    options: crewRoleValues,
    optionLabels: 'roles',
    required: true,
  },
  {
    name: 'status',
    kind: 'select',
    options: crewStatusValues,
    optionLabels: 'statuses',
    required: true,
  },
  { name: 'licenceNumber', kind: 'text', required: true, upperCase: true },
  { name: 'licenceExpiryDate', kind: 'date', required: true },
  countryField('nationality', true),
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

const toValues = recordValues<CrewMember, CrewMemberFormValues>({
  fields: CREW_FIELDS,
  defaults: EMPTY_CREW_MEMBER,
});

/** The crew member form, its fields in two columns from md up; its checked values the payload. */
export const crewMemberForm: FormDeclaration<
  CrewMember,
  CrewMemberFormValues,
  CrewMemberPayload,
  CrewMemberPayload
> = {
  fields: CREW_FIELDS,
  limits: crewMemberPayloadLimits,
  defaults: EMPTY_CREW_MEMBER,
  toValues,
  // A duplicate is another person with the same role and qualifications.
  duplicate: blankOnCopy(toValues, CREW_FIELDS, [
    'firstName',
    'lastName',
    'licenceNumber',
    'email',
    'phone',
  ]),
  toPayload: (values) => values,
};

export const crewMemberSchema = declaredSchema<CrewMemberFormValues, CrewMemberPayload>(
  crewMemberForm,
);
