import * as z from 'zod/mini';
import {
  FLEET_VALIDATOR,
  isHttpsUrl,
  isRegistrationMark,
  normalizeRegistration,
} from '@/entities/organization';
import {
  COCKPIT_CONFIGURATIONS,
  HELICOPTER_STATUSES,
  type CockpitConfiguration,
  type HelicopterStatus,
  type OrganizationHelicopter,
  type OrganizationHelicopterPayload,
} from '@/entities/organization';
import { VALIDATOR, requiredText } from '@/lib/validation';
import { isOneOf, optionalText, optionalUpper } from './schemaParts';

/** What the helicopter dialog edits; blank optional texts are sent as null. */
export interface HelicopterFormValues {
  manufacturer: string;
  modelType: string;
  registration: string;
  callSign: string;
  aoc: string;
  description: string;
  status: HelicopterStatus;
  cockpitConfiguration: CockpitConfiguration;
  calendarUrl: string;
}

export const EMPTY_HELICOPTER: HelicopterFormValues = {
  manufacturer: '',
  modelType: '',
  registration: '',
  callSign: '',
  aoc: '',
  description: '',
  status: 'active',
  cockpitConfiguration: 'single_pilot',
  calendarUrl: '',
};

export const helicopterSchema = z.object({
  manufacturer: requiredText('name'),
  modelType: requiredText('name'),
  registration: z.pipe(
    requiredText('code'),
    z.pipe(
      z.transform(normalizeRegistration),
      z.string().check(z.refine(isRegistrationMark, { error: FLEET_VALIDATOR.registration })),
    ),
  ),
  callSign: optionalUpper,
  aoc: optionalUpper,
  description: optionalText('description'),
  status: z.custom<HelicopterStatus>(isOneOf(HELICOPTER_STATUSES), { error: VALIDATOR.choice }),
  cockpitConfiguration: z.custom<CockpitConfiguration>(isOneOf(COCKPIT_CONFIGURATIONS), {
    error: VALIDATOR.choice,
  }),
  calendarUrl: z.pipe(
    optionalText('url'),
    z.nullable(z.string().check(z.refine(isHttpsUrl, { error: FLEET_VALIDATOR.httpsUrl }))),
  ),
});

export type HelicopterSchemaOutput = z.output<typeof helicopterSchema>;

/** The payload POST and PATCH send. */
export function toHelicopterPayload(output: HelicopterSchemaOutput): OrganizationHelicopterPayload {
  return output;
}

/** The dialog's values for a helicopter being edited. */
export function helicopterToValues(helicopter: OrganizationHelicopter): HelicopterFormValues {
  return {
    manufacturer: helicopter.manufacturer,
    modelType: helicopter.modelType,
    registration: helicopter.registration,
    callSign: helicopter.callSign ?? '',
    aoc: helicopter.aoc ?? '',
    description: helicopter.description ?? '',
    status: helicopter.status,
    cockpitConfiguration: helicopter.cockpitConfiguration,
    calendarUrl: helicopter.calendarUrl ?? '',
  };
}
