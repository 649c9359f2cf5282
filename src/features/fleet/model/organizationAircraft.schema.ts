import * as z from 'zod/mini';
import { FUEL_TYPES, type AircraftType, type FuelType } from './aircraftCatalogue.types';
import {
  FLEET_VALIDATOR,
  isRegistrationMark,
  maxPassengerSeats,
  normalizeRegistration,
} from '@/entities/organization';
import {
  ORGANIZATION_AIRCRAFT_STATUSES,
  type MeasurementUnit,
  type OrganizationAircraft,
  type OrganizationAircraftPayload,
  type OrganizationAircraftStatus,
} from '@/entities/organization';
import {
  VALIDATOR,
  optionalFieldNumber,
  requiredFieldNumber,
  requiredText,
  strictPositiveCheck,
} from '@/lib/validation';
import { isOneOf, optionalUpper } from './schemaParts';

/**
 * What the aircraft form edits. Figures are held metric (kg, m) as the API speaks them: the
 * kit's UnitNumberField shows and reads them in the person's system. `null` where empty.
 */
export interface AircraftFormValues {
  name: string;
  aircraftTypeId: number | null;
  registration: string;
  callSign: string;
  aoc: string;
  status: OrganizationAircraftStatus;
  mtowKg: number | null;
  wingspanM: number | null;
  lengthM: number | null;
  heightM: number | null;
  seats: number | null;
  passengerSeats: number | null;
  minimumFlightCrew: number | null;
  minimumRunwayLengthM: number | null;
  maximumFuelKg: number | null;
  fuelTypes: FuelType[];
  fireFightingCategory: number | null;
  homebaseId: number | null;
  takeOffDistanceM: number | null;
}

export const EMPTY_AIRCRAFT: AircraftFormValues = {
  name: '',
  aircraftTypeId: null,
  registration: '',
  callSign: '',
  aoc: '',
  status: 'active',
  mtowKg: null,
  wingspanM: null,
  lengthM: null,
  heightM: null,
  seats: null,
  passengerSeats: null,
  minimumFlightCrew: null,
  minimumRunwayLengthM: null,
  maximumFuelKg: null,
  fuelTypes: [],
  fireFightingCategory: null,
  homebaseId: null,
  takeOffDistanceM: null,
};

const integerCheck = z.refine<number>(Number.isInteger, { error: FLEET_VALIDATOR.integer });
const atLeast = (min: number, error: string) =>
  z.refine<number>((value) => value >= min, { error });

/** The form holds a number or null (the kit's numeric fields): null reads as "required". */
const figure = requiredFieldNumber(strictPositiveCheck);
const optionalFigure = optionalFieldNumber(strictPositiveCheck);
const count = (min: number, error: string) =>
  requiredFieldNumber(integerCheck, atLeast(min, error));

function isFuelTypeList(value: unknown): value is FuelType[] {
  return Array.isArray(value) && value.every(isOneOf(FUEL_TYPES));
}

export const aircraftSchema = z
  .object({
    name: requiredText('name'),
    aircraftTypeId: z.pipe(
      z.nullable(z.number({ error: VALIDATOR.choice })),
      z.number({ error: VALIDATOR.required }),
    ),
    registration: z.pipe(
      requiredText('code'),
      z.pipe(
        z.transform(normalizeRegistration),
        z.string().check(z.refine(isRegistrationMark, { error: FLEET_VALIDATOR.registration })),
      ),
    ),
    callSign: optionalUpper,
    aoc: optionalUpper,
    status: z.custom<OrganizationAircraftStatus>(isOneOf(ORGANIZATION_AIRCRAFT_STATUSES), {
      error: VALIDATOR.choice,
    }),
    mtowKg: figure,
    wingspanM: figure,
    lengthM: figure,
    heightM: figure,
    seats: count(1, VALIDATOR.strictPositive),
    passengerSeats: count(0, VALIDATOR.positive),
    minimumFlightCrew: count(1, VALIDATOR.strictPositive),
    minimumRunwayLengthM: optionalFigure,
    maximumFuelKg: figure,
    fuelTypes: z
      .custom<FuelType[]>(isFuelTypeList, { error: VALIDATOR.choice })
      .check(z.minLength(1, { error: VALIDATOR.required })),
    fireFightingCategory: requiredFieldNumber(
      integerCheck,
      z.refine<number>((value) => value >= 1 && value <= 10, {
        error: FLEET_VALIDATOR.fireFightingCategory,
      }),
    ),
    homebaseId: z.nullable(z.number({ error: VALIDATOR.choice })),
    takeOffDistanceM: optionalFigure,
  })
  .check(
    z.superRefine((values, ctx) => {
      const max = maxPassengerSeats(values.seats, values.minimumFlightCrew);
      if (values.passengerSeats > max) {
        ctx.issues.push({
          code: 'custom',
          message: `${FLEET_VALIDATOR.passengerSeats}|${JSON.stringify({ max })}`,
          path: ['passengerSeats'],
          input: values.passengerSeats,
        });
      }
    }),
  );

export type AircraftSchemaOutput = z.output<typeof aircraftSchema>;

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
export function aircraftToValues(aircraft: OrganizationAircraft): AircraftFormValues {
  return {
    name: aircraft.name,
    aircraftTypeId: aircraft.aircraftTypeId,
    registration: aircraft.registration,
    callSign: aircraft.callSign ?? '',
    aoc: aircraft.aoc ?? '',
    status: aircraft.status,
    mtowKg: aircraft.mtowKg,
    wingspanM: aircraft.wingspanM,
    lengthM: aircraft.lengthM,
    heightM: aircraft.heightM,
    seats: aircraft.seats,
    passengerSeats: aircraft.passengerSeats,
    minimumFlightCrew: aircraft.minimumFlightCrew,
    minimumRunwayLengthM: aircraft.minimumRunwayLengthM,
    maximumFuelKg: aircraft.maximumFuelKg,
    fuelTypes: [...aircraft.fuelTypes],
    fireFightingCategory: aircraft.fireFightingCategory,
    homebaseId: aircraft.homebase?.id ?? null,
    takeOffDistanceM: aircraft.takeOffDistanceM,
  };
}

/** A duplicate is another airframe of the same type: its name, registration and call sign start blank. */
export function aircraftToDuplicate(aircraft: OrganizationAircraft): AircraftFormValues {
  return { ...aircraftToValues(aircraft), name: '', registration: '', callSign: '' };
}

/** The figures a catalogue type gives the form when it is picked (they stay editable). */
export function figuresOfType(
  type: AircraftType,
): Pick<
  AircraftFormValues,
  | 'aircraftTypeId'
  | 'mtowKg'
  | 'wingspanM'
  | 'lengthM'
  | 'heightM'
  | 'seats'
  | 'passengerSeats'
  | 'minimumFlightCrew'
  | 'minimumRunwayLengthM'
  | 'maximumFuelKg'
  | 'fuelTypes'
  | 'fireFightingCategory'
  | 'takeOffDistanceM'
> {
  return {
    aircraftTypeId: type.id,
    mtowKg: type.mtowKg,
    wingspanM: type.wingspanM,
    lengthM: type.lengthM,
    heightM: type.heightM,
    seats: type.seats,
    passengerSeats: type.passengerSeats,
    minimumFlightCrew: type.minimumFlightCrew,
    minimumRunwayLengthM: type.minimumRunwayLengthM,
    maximumFuelKg: type.maximumFuelKg,
    fuelTypes: [...type.fuelTypes],
    fireFightingCategory: type.fireFightingCategory,
    takeOffDistanceM: type.takeOffDistanceM,
  };
}
