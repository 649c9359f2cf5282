import type { Schemas } from '@/lib/api/contract';
import {
  FIRE_FIGHTING_CATEGORIES,
  FLEET_VALIDATOR,
  ORGANIZATION_AIRCRAFT_STATUSES,
  maxPassengerSeats,
  type OrganizationAircraft,
  type OrganizationAircraftPayload,
  type MeasurementUnit,
} from '@/entities/organization';
import type { MetricUnit } from '@/lib/format/units';
import {
  fuelTypeValues,
  organizationAircraftPayloadLimits,
} from '@/lib/contract/generated/constants';
import {
  atMost,
  blankOnCopy,
  declaredSchema,
  inSection,
  recordValues,
  type FieldDeclaration,
  type FormDeclaration,
  type FormValuesOf,
} from '@/lib/ui/resourceKit';
import { identityFields } from './schemaParts';

/** The figures an aircraft takes from its catalogue type (metric: kg, m), as the form holds them. */
export type AircraftFigures = Omit<
  FormValuesOf<Schemas['AircraftTypePayload']>,
  'manufacturer' | 'model' | 'icaoType' | 'category'
>;

/** What the schema checks: the payload but the system the figures were typed in. */
export type AircraftSchemaOutput = Omit<OrganizationAircraftPayload, 'measurementUnit'>;

/**
 * What the aircraft form edits. Figures are held metric (kg, m) as the API speaks them: the
 * kit's UnitNumberField shows and reads them in the person's system. `null` where empty.
 */
export type AircraftFormValues = FormValuesOf<AircraftSchemaOutput>;

/** A new aircraft's values beyond each field's empty one ('', null, []: the kit's). */
export const EMPTY_AIRCRAFT = { status: 'active' } satisfies Partial<AircraftFormValues>;

type Field = FieldDeclaration<keyof AircraftFormValues, OrganizationAircraft>;
type FigureField = FieldDeclaration<keyof AircraftFigures, never>;

/** A measure of the airframe, typed in the person's system, above 0. */
const measure = (name: keyof AircraftFigures, unit: MetricUnit, required = true): FigureField => ({
  name,
  kind: 'number',
  measure: unit,
  // Runway and take-off lengths are whole metres (feet).
  decimals: required ? undefined : 0,
  required,
});

/** A number of seats or people: whole, its least value the document's. */
const people = (name: keyof AircraftFigures): FigureField => ({
  name,
  kind: 'number',
  integer: true,
  required: true,
});

/** The figures, in the person's unit system: the aircraft's form and the catalogue's. */
export const FIGURE_FIELDS: readonly FigureField[] = inSection<FigureField>('figures', [
  measure('mtowKg', 'kg'),
  measure('maximumFuelKg', 'kg'),
  measure('wingspanM', 'm'),
  measure('lengthM', 'm'),
  measure('heightM', 'm'),
  measure('minimumRunwayLengthM', 'm', false),
  measure('takeOffDistanceM', 'm', false),
  people('seats'),
  people('passengerSeats'),
  people('minimumFlightCrew'),
  {
    name: 'fireFightingCategory',
    kind: 'select',
    options: FIRE_FIGHTING_CATEGORIES,
    required: true,
  },
  {
    name: 'fuelTypes',
    kind: 'multiSelect',
    options: fuelTypeValues,
    optionLabels: 'fuelTypes',
    required: true,
  },
]);

/**
 * The form's fields: identity, then every figure in the person's unit system. The type and the
 * home base are searched as typed: the views say how (their `search`).
 */
export const AIRCRAFT_FIELDS: readonly Field[] = [
  ...inSection<Field>('aircraft', [
    { name: 'aircraftTypeId', kind: 'select', required: true, help: 'aircraft.typeHelp' },
    { name: 'name', kind: 'text', required: true },
    ...identityFields(ORGANIZATION_AIRCRAFT_STATUSES),
    { name: 'homebaseId', kind: 'select', help: 'aircraft.homebaseHelp' },
  ]),
  ...FIGURE_FIELDS,
];

const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);

/** Passenger seats leave room for the minimum flight crew (checked once the counts are typed). */
function passengerSeatsMax(values: Readonly<Record<string, unknown>>): number | null {
  const seats = asNumber(values.seats);
  const crew = asNumber(values.minimumFlightCrew);
  return seats === null || crew === null ? null : maxPassengerSeats(seats, crew);
}

/** Checked on the aircraft's form and the catalogue's (their figures are the same). */
export const FIGURE_RULES = [
  atMost<AircraftFigures>('passengerSeats', passengerSeatsMax, FLEET_VALIDATOR.passengerSeats),
];

/** The aircraft's values once checked, the system they were typed in added: the payload. */
type Form = FormDeclaration<
  OrganizationAircraft,
  AircraftFormValues,
  OrganizationAircraftPayload,
  AircraftSchemaOutput,
  { measurement: MeasurementUnit }
>;

const toValues = recordValues<OrganizationAircraft, AircraftFormValues>(
  { fields: AIRCRAFT_FIELDS, defaults: EMPTY_AIRCRAFT },
  { homebaseId: (aircraft) => aircraft.homebase?.id ?? null },
);

/** The aircraft form; its figures sent in the person's system (the contract's `measurementUnit`). */
export const aircraftForm: Form = {
  fields: AIRCRAFT_FIELDS,
  limits: organizationAircraftPayloadLimits,
  refine: FIGURE_RULES,
  defaults: EMPTY_AIRCRAFT,
  toValues,
  // A duplicate is another airframe of the same type.
  duplicate: blankOnCopy(toValues, AIRCRAFT_FIELDS, ['name', 'registration', 'callSign']),
  toPayload: (values, { measurement }) => ({ ...values, measurementUnit: measurement }),
};

export const aircraftSchema = declaredSchema<AircraftFormValues, AircraftSchemaOutput>(
  aircraftForm,
);

/** The figures a catalogue type gives the form when it is picked (they stay editable). */
export function figuresOfType(type: Schemas['AircraftType']) {
  return {
    ...recordValues<Schemas['AircraftType'], AircraftFigures>({
      fields: FIGURE_FIELDS,
      defaults: {},
    })(type),
    aircraftTypeId: type.id,
  };
}
