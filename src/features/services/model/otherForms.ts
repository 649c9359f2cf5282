import * as z from 'zod/mini';
import {
  CAPACITY_COUNTS,
  SERVICE_LIMITS,
  SERVICE_STATUSES,
  type AreaUnit,
  type CapacityCount,
  type Service,
  type ServiceAvailability,
  type ServiceCapacity,
  type ServicePackages,
  type ServiceStatus,
} from '@/entities/service';
import type { MultiLanguageText } from '@/lib/ui';
import {
  VALIDATOR,
  choice,
  optionalText,
  positiveCheck,
  requiredFieldNumber,
  requiredText,
  strictPositiveCheck,
} from '@/lib/validation';
import { SERVICE_VALIDATOR } from './rules';

/* Availability: status, visibility and the dates it is sold between. */

export interface AvailabilityValues {
  status: ServiceStatus;
  visible: boolean;
  availableFrom: string | null;
  availableTo: string | null;
}

export const emptyAvailability = (): AvailabilityValues => ({
  status: 'active',
  visible: true,
  availableFrom: null,
  availableTo: null,
});

export const availabilitySchema = z
  .object({
    status: choice(SERVICE_STATUSES),
    visible: z.boolean(),
    availableFrom: z.nullable(z.string()),
    availableTo: z.nullable(z.string()),
  })
  .check(
    z.superRefine((values, ctx) => {
      // ISO dates compare as text.
      if (values.availableFrom && values.availableTo && values.availableTo < values.availableFrom) {
        ctx.issues.push({
          code: 'custom',
          message: SERVICE_VALIDATOR.inconsistentDate,
          path: ['availableTo'],
          input: values.availableTo,
        });
      }
    }),
  );

export const availabilityToValues = (service: Service): AvailabilityValues => ({
  status: service.status,
  visible: service.visible,
  ...service.availability,
});

export function availabilityPayload(output: z.output<typeof availabilitySchema>): {
  status: ServiceStatus;
  visible: boolean;
  availability: ServiceAvailability;
} {
  const { status, visible, availableFrom, availableTo } = output;
  return {
    status,
    visible,
    availability: { availableFrom: availableFrom || null, availableTo: availableTo || null },
  };
}

/* Capacity: hangar, parking and outside ramps. */

export interface CapacityValues {
  count: CapacityCount;
  total: number | null;
  sliceAreaM2: number | null;
  /** Min and max given together, or neither; in the person's area unit. */
  footprintMin: number | null;
  footprintMax: number | null;
}

export const emptyCapacity = (): CapacityValues => ({
  count: 'slices',
  total: null,
  sliceAreaM2: null,
  footprintMin: null,
  footprintMax: null,
});

const area = z.nullable(z.number({ error: VALIDATOR.number }).check(positiveCheck));

export const capacitySchema = z
  .object({
    count: choice(CAPACITY_COUNTS),
    total: requiredFieldNumber(
      strictPositiveCheck,
      z.refine<number>(Number.isInteger, { error: VALIDATOR.count }),
    ),
    sliceAreaM2: requiredFieldNumber(strictPositiveCheck),
    footprintMin: area,
    footprintMax: area,
  })
  .check(
    z.superRefine((values, ctx) => {
      const { footprintMin: min, footprintMax: max } = values;
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, path: [path], input: values });
      if (min === null && max !== null) issue('footprintMin', VALIDATOR.required);
      if (min !== null && max === null) issue('footprintMax', VALIDATOR.required);
      if (min !== null && max !== null && max < min) {
        issue('footprintMax', SERVICE_VALIDATOR.footprintRange);
      }
    }),
  );

export function capacityToValues(capacity: ServiceCapacity | null): CapacityValues {
  if (!capacity) return emptyCapacity();
  return {
    count: capacity.count,
    total: capacity.total,
    sliceAreaM2: capacity.sliceAreaM2,
    footprintMin: capacity.footprint?.min ?? null,
    footprintMax: capacity.footprint?.max ?? null,
  };
}

/** The footprint goes with the unit it was typed in (the person's measurement setting). */
export function capacityPayload(
  output: z.output<typeof capacitySchema>,
  unit: AreaUnit,
): ServiceCapacity {
  const { count, total, sliceAreaM2, footprintMin: min, footprintMax: max } = output;
  return {
    count,
    total,
    sliceAreaM2,
    footprint: min !== null && max !== null ? { min, max, unit } : null,
  };
}

/* Airports: among the organization's. */

export const airportsSchema = z
  .array(z.number())
  .check(z.minLength(1, { error: SERVICE_VALIDATOR.airportRequired }));

/* Packages: what a package contains. */

export interface ContentValues {
  name: MultiLanguageText;
  quantity: number | null;
}

export const EMPTY_CONTENT: ContentValues = { name: { en: '', fr: '' }, quantity: 1 };

export const packagesSchema = z.object({
  contents: z
    .array(
      z.object({
        name: z.object({ en: requiredText('name'), fr: optionalText('name') }),
        quantity: requiredFieldNumber(strictPositiveCheck),
      }),
    )
    .check(
      z.minLength(1, { error: VALIDATOR.required }),
      z.maxLength(SERVICE_LIMITS.packageContents, {
        error: `${SERVICE_VALIDATOR.itemsMax}|${JSON.stringify({ max: SERVICE_LIMITS.packageContents })}`,
      }),
    ),
});

export const packagesToValues = (packages: ServicePackages | null) => ({
  contents: (packages?.contents ?? []).map((line) => ({
    name: { ...line.name },
    quantity: line.quantity,
  })),
});
