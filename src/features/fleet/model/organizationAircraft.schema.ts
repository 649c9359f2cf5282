import type { DefaultValues } from 'react-hook-form';
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
import { identityFields } from './schemaParts';

/** The figures an aircraft takes from its catalogue type (metric: kg, m), as the form holds them. */
type Figure = 'mtowKg' | 'wingspanM' | 'lengthM' | 'heightM' | 'maximumFuelKg' | 'seats';
type MoreFigure = 'passengerSeats' | 'minimumFlightCrew' | 'fireFightingCategory';
type RunwayFigure = 'minimumRunwayLengthM' | 'takeOffDistanceM';
export type AircraftFigures = Record<Figure | MoreFigure | RunwayFigure, number | null> & {
  fuelTypes: FuelType[];
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
    options: FUEL_TYPES,
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
export const FIGURE_RULES: readonly CrossFieldRule<AircraftFigures>[] = [
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

export const AIRCRAFT_RULES: readonly CrossFieldRule<AircraftFormValues>[] = FIGURE_RULES;

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
export function figuresOfType(type: AircraftType) {
  return {
    ...recordValues<AircraftType, AircraftFigures>({ fields: FIGURE_FIELDS, defaults: {} })(type),
    aircraftTypeId: type.id,
  };
}
