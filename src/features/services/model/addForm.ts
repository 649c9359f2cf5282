import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  SERVICE_TYPOLOGIES,
  serviceTabsOf,
  type AreaUnit,
  type ServicePayload,
  type ServiceTypology,
} from '@/entities/service';
import { choice } from '@/lib/validation';
import { emptyInformation, informationPayload, informationSchema } from './informationForm';
import {
  airportsSchema,
  availabilityPayload,
  availabilitySchema,
  capacityPayload,
  capacitySchema,
  emptyAvailability,
  emptyCapacity,
  packagesSchema,
} from './otherForms';
import { emptyPricing, pricingPayload, pricingSchema } from './pricingForm';
import type { ServiceFormValues } from './serviceFormValues';
import { takingChargePayload, takingChargeSchema } from './takingChargeForm';
import { transferPayload, transferSchema, transferToValues } from './transferForm';

export const emptyService = (): ServiceFormValues => ({
  typology: null,
  information: emptyInformation(),
  pricing: emptyPricing(null),
  availability: emptyAvailability(),
  capacity: emptyCapacity(),
  airportIds: [],
  takingChargeAddresses: [],
  packages: { contents: [] },
  transfer: transferToValues(null),
});

const base = {
  typology: choice(SERVICE_TYPOLOGIES),
  information: informationSchema,
  pricing: pricingSchema,
  availability: availabilitySchema,
  airportIds: airportsSchema,
};
/** The tabs a typology lacks are not checked (nor sent). */
const schemas = {
  plain: z.object(base),
  capacity: z.object({ ...base, capacity: capacitySchema }),
  packages: z.object({ ...base, packages: packagesSchema }),
  helicopter: z.object({
    ...base,
    takingChargeAddresses: takingChargeSchema,
    transfer: transferSchema,
  }),
};

type Output = z.output<typeof schemas.plain> & {
  capacity?: z.output<typeof capacitySchema>;
  packages?: z.output<typeof packagesSchema>;
  takingChargeAddresses?: z.output<typeof takingChargeSchema>;
  transfer?: z.output<typeof transferSchema>;
};

function schemaFor(typology: ServiceTypology | null) {
  if (typology === 'helicopter') return schemas.helicopter;
  const tabs = typology ? serviceTabsOf(typology) : [];
  if (tabs.includes('capacity')) return schemas.capacity;
  if (tabs.includes('packages')) return schemas.packages;
  return schemas.plain;
}

/** Every tab the chosen typology has, checked at once. */
export const addResolver: Resolver<ServiceFormValues, unknown, Output> = (
  values,
  context,
  options,
) =>
  (
    zodResolver(schemaFor(values.typology)) as unknown as Resolver<
      ServiceFormValues,
      unknown,
      Output
    >
  )(values, context, options);

export function addPayload(output: Output, unit: AreaUnit): ServicePayload {
  const { status, visible, availability } = availabilityPayload(output.availability);
  return {
    typology: output.typology,
    status,
    visible,
    information: informationPayload(output.information),
    pricing: pricingPayload(output.pricing),
    availability,
    capacity: output.capacity ? capacityPayload(output.capacity, unit) : null,
    airportIds: output.airportIds,
    packages: output.packages ?? null,
    ...(output.takingChargeAddresses && takingChargePayload(output.takingChargeAddresses)),
    ...(output.transfer && { transfer: transferPayload(output.transfer) }),
  };
}
