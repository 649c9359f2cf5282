import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { Service, ServiceUpdate } from '@/entities/service';
import { airportsSchema } from '../model/otherForms';
import type { ServiceFormValues } from '../model/serviceFormValues';
import { takingChargePayload, takingChargeSchema } from '../model/takingChargeForm';
import { AirportsFields } from './OtherFields';
import { TakingChargeAddressesField } from './TakingChargeAddressesField';

/** A helicopter service's airports tab: where it is sold, and where it picks passengers up. */
export function HelicopterAirportsFields() {
  return (
    <Stack spacing={2}>
      <AirportsFields />
      <TakingChargeAddressesField />
    </Stack>
  );
}

const schema = z.object({ airportIds: airportsSchema, takingChargeAddresses: takingChargeSchema });
type Output = z.output<typeof schema>;

/** The helicopter typology's airports tab as ServiceTabForm edits it (one PATCH). */
export const helicopterAirportsTab = {
  resolver: zodResolver(schema) as unknown as Resolver<Partial<ServiceFormValues>, unknown, never>,
  toValues: (service: Service): Partial<ServiceFormValues> => ({
    airportIds: [...service.airportIds],
    takingChargeAddresses: service.takingChargeAddresses.map((place) => ({ ...place })),
  }),
  toPayload: (output: Output): ServiceUpdate => ({
    airportIds: output.airportIds,
    ...takingChargePayload(output.takingChargeAddresses),
  }),
  fields: <HelicopterAirportsFields />,
};
