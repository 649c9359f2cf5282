import type { DefaultValues } from 'react-hook-form';
import * as z from 'zod/mini';
import { FUEL_TYPES, type AircraftType, type FuelType } from './aircraftCatalogue.types';
import {
  FIRE_FIGHTING_CATEGORIES,
  FLEET_VALIDATOR,
  ORGANIZATION_AIRCRAFT_STATUSES,
  maxPassengerSeats,
  type OrganizationAircraft,
  type OrganizationAircraftPayload,
  type MeasurementUnit,
  type OrganizationAircraftStatus,
} from '@/entities/organization';
import type { MetricUnit } from '@/lib/format/units';
import { organizationAircraftPayloadLimits } from '@/lib/contract/generated/constants';
import {
  declaredSchema,
  inSection,
  recordValues,
  type CrossFieldRule,
  type FieldDeclaration,
} from '@/lib/ui/resourceKit';
import {
  VALIDATOR,
  optionalFieldNumber,
  requiredFieldNumber,
  strictPositiveCheck,
} from '@/lib/validation';
import { identityFields } from './schemaParts';

/** The figures an aircraft takes from its catalogue type (metric: kg, m): a pick fills them in. */
export const FIGURES = [
  'mtowKg',
  'wingspanM',
  'lengthM',
  'heightM',
  'seats',
  'passengerSeats',
  'minimumFlightCrew',
  'minimumRunwayLengthM',
  'maximumFuelKg',
  'fuelTypes',
  'fireFightingCategory',
  'takeOffDistanceM',
] as const;

/** As the form holds them: a number, or null while empty; the fuel types a list. */
type AircraftFigures = {
  [K in (typeof FIGURES)[number]]: K extends 'fuelTypes' ? FuelType[] : number | null;
};

/**
 * What the aircraft form edits. Figures are held metric (kg, m) as the API speaks them: the
 * kit's UnitNumberField shows and reads them in the person's system. `null` where empty.
 */
export interface AircraftFormValues extends AircraftFigures {
  name: string;
  aircraftTypeId: number | null;
  registration: string;
  callSign: string;
  aoc: string;
  status: OrganizationAircraftStatus;
  homebaseId: number | null;
}

/** The figures of a type or an aircraft, as the form holds them. */
function figuresOf(source: AircraftFigures): AircraftFigures {
  return {
    mtowKg: source.mtowKg,
    wingspanM: source.wingspanM,
    lengthM: source.lengthM,
    heightM: source.heightM,
    seats: source.seats,
    passengerSeats: source.passengerSeats,
    minimumFlightCrew: source.minimumFlightCrew,
    minimumRunwayLengthM: source.minimumRunwayLengthM,
    maximumFuelKg: source.maximumFuelKg,
    fuelTypes: [...source.fuelTypes],
    fireFightingCategory: source.fireFightingCategory,
    takeOffDistanceM: source.takeOffDistanceM,
  };
}

/** A new aircraft's values beyond each field's empty one ('', null, []: the kit's). */
export const EMPTY_AIRCRAFT = { status: 'active' } satisfies Partial<AircraftFormValues>;

const integerCheck = z.refine<number>(Number.isInteger, { error: FLEET_VALIDATOR.integer });
const atLeast = (min: number, error: string) =>
  z.refine<number>((value) => value >= min, { error });

/** The form holds a number or null (the kit's numeric fields): null reads as "required". */
const figure = requiredFieldNumber(strictPositiveCheck);
const optionalFigure = optionalFieldNumber(strictPositiveCheck);
const count = (min: number, error: string) =>
  requiredFieldNumber(integerCheck, atLeast(min, error));
const fireFightingCategory = requiredFieldNumber(
  integerCheck,
  z.refine<number>((value) => value >= 1 && value <= 10, {
    error: FLEET_VALIDATOR.fireFightingCategory,
  }),
);

type Field = FieldDeclaration<keyof AircraftFormValues, OrganizationAircraft>;

/** A measure of the airframe, typed in the person's system: `fields.<label>`, above 0. */
const measure = (
  name: keyof AircraftFigures,
  unit: MetricUnit,
  label: string,
  required = true,
): Field => ({
  name,
  kind: 'number',
  measure: unit,
  // Runway and take-off lengths are whole metres (feet).
  decimals: required ? undefined : 0,
  label: `fields.${label}`,
  required,
  schema: required ? figure : optionalFigure,
});

/** A number of seats or people, a whole number of at least `min`. */
const people = (name: keyof AircraftFigures, min: 0 | 1): Field => ({
  name,
  kind: 'number',
  integer: true,
  required: true,
  schema: count(min, min === 0 ? VALIDATOR.positive : VALIDATOR.strictPositive),
});

/**
 * The form's fields: identity, then every figure in the person's unit system. The type and the
 * home base are searched as typed: the views say how (their `search`).
 */
export const AIRCRAFT_FIELDS: readonly Field[] = [
  ...inSection<Field>('aircraft', [
    {
      name: 'aircraftTypeId',
      kind: 'select',
      required: true,
      label: 'fields.aircraftType',
      help: 'aircraft.typeHelp',
    },
    { name: 'name', kind: 'text', required: true, label: 'fields.aircraftName' },
    ...identityFields(ORGANIZATION_AIRCRAFT_STATUSES),
    {
      name: 'homebaseId',
      kind: 'select',
      label: 'fields.homebase',
      help: 'aircraft.homebaseHelp',
    },
  ]),
  ...inSection<Field>('figures', [
    measure('mtowKg', 'kg', 'mtow'),
    measure('maximumFuelKg', 'kg', 'maximumFuel'),
    measure('wingspanM', 'm', 'wingspan'),
    measure('lengthM', 'm', 'length'),
    measure('heightM', 'm', 'height'),
    measure('minimumRunwayLengthM', 'm', 'minimumRunwayLength', false),
    measure('takeOffDistanceM', 'm', 'takeOffDistance', false),
    people('seats', 1),
    people('passengerSeats', 0),
    people('minimumFlightCrew', 1),
    {
      name: 'fireFightingCategory',
      kind: 'select',
      options: FIRE_FIGHTING_CATEGORIES,
      required: true,
      schema: fireFightingCategory,
    },
    {
      name: 'fuelTypes',
      kind: 'multiSelect',
      options: FUEL_TYPES,
      optionLabels: 'fuelTypes',
      required: true,
    },
  ]),
];

const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);

/** Passenger seats leave room for the minimum flight crew (checked once the counts are typed). */
function passengerSeatsMax(values: Readonly<Record<string, unknown>>): number | null {
  const seats = asNumber(values.seats);
  const crew = asNumber(values.minimumFlightCrew);
  return seats === null || crew === null ? null : maxPassengerSeats(seats, crew);
}

export const AIRCRAFT_RULES: readonly CrossFieldRule<AircraftFormValues>[] = [
  {
    path: 'passengerSeats',
    message: (values) =>
      `${FLEET_VALIDATOR.passengerSeats}|${JSON.stringify({ max: passengerSeatsMax(values) })}`,
    test: (values) => {
      const max = passengerSeatsMax(values);
      const passengers = asNumber(values.passengerSeats);
      return max === null || passengers === null || passengers <= max;
    },
  },
];

/** What the schema checks: the payload but the system the figures were typed in. */
export type AircraftSchemaOutput = Omit<OrganizationAircraftPayload, 'measurementUnit'>;

export const aircraftSchema = declaredSchema<AircraftFormValues, AircraftSchemaOutput>({
  fields: AIRCRAFT_FIELDS,
  limits: organizationAircraftPayloadLimits,
  refine: AIRCRAFT_RULES,
});

/**
 * The payload POST and PATCH send: the schema's output plus the system the figures were typed
 * in (the person's preference), which the contract records as `measurementUnit`.
 */
export function toAircraftPayload(measurement: MeasurementUnit) {
  return (output: AircraftSchemaOutput): OrganizationAircraftPayload => ({
    ...output,
    measurementUnit: measurement,
  });
}

/** The form's values for a loaded aircraft (edit and duplicate). */
export const aircraftToValues = recordValues<OrganizationAircraft, AircraftFormValues>(
  { fields: AIRCRAFT_FIELDS, defaults: EMPTY_AIRCRAFT },
  { homebaseId: (aircraft) => aircraft.homebase?.id ?? null },
);

/** A duplicate is another airframe of the same type: its name, registration and call sign start blank. */
export function aircraftToDuplicate(
  aircraft: OrganizationAircraft,
): DefaultValues<AircraftFormValues> {
  return { ...aircraftToValues(aircraft), name: '', registration: '', callSign: '' };
}

/** The figures a catalogue type gives the form when it is picked (they stay editable). */
export function figuresOfType(type: AircraftType): AircraftFigures & { aircraftTypeId: number } {
  return { aircraftTypeId: type.id, ...figuresOf(type) };
}
