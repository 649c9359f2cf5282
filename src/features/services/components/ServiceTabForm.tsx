import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  useUpdateServiceMutation,
  type Service,
  type ServiceTab,
  type ServiceUpdate,
} from '@/entities/service';
import type { RecordQueryResult } from '@/lib/ui';
import { SectionForm } from '@/lib/ui/views/resource/SectionForm';
import {
  informationPayload,
  informationSchema,
  informationToValues,
} from '../model/informationForm';
import {
  airportsSchema,
  availabilityPayload,
  availabilitySchema,
  availabilityToValues,
  capacityPayload,
  capacitySchema,
  capacityToValues,
  packagesSchema,
  packagesToValues,
} from '../model/otherForms';
import { pricingPayload, pricingSchema, pricingToValues } from '../model/pricingForm';
import type { ServiceFormValues } from '../model/serviceFormValues';
import { TAKING_CHARGE_FIELD_MAP } from '../model/takingChargeForm';
import { transferPayload, transferSchema, transferToValues } from '../model/transferForm';
import { helicopterAirportsTab } from './HelicopterAirportsFields';
import { InformationFields } from './InformationFields';
import {
  AirportsFields,
  AvailabilityFields,
  CapacityFields,
  PackagesFields,
  useAreaUnit,
} from './OtherFields';
import { PricingFields } from './PricingFields';
import { TransferFields } from './TransferFields';
import { ValidationNote } from './ValidationNote';

type Values = Partial<ServiceFormValues>;

/** A tab's schema as the section's resolver: each tab's values are one part of the service's. */
function tabResolver<S extends z.ZodMiniType<unknown, FieldValues>>(schema: S) {
  return zodResolver(schema) as unknown as Resolver<Values, unknown, never>;
}

interface TabConfig {
  resolver: Resolver<Values, unknown, never>;
  toValues: (service: Service) => Values;
  toPayload: (output: never) => ServiceUpdate;
  fields: ReactNode;
}

/** One tab of a service edited in place: its fields, its rules, its PATCH (one tab at a time). */
export function ServiceTabForm({
  record,
  tab,
}: {
  record: RecordQueryResult<Service> & { data?: Service };
  tab: ServiceTab;
}) {
  const { t } = useTranslation(['services', 'http']);
  const [update] = useUpdateServiceMutation();
  const unit = useAreaUnit();
  const service = record.data;
  const configs: Record<ServiceTab, TabConfig> = {
    information: {
      resolver: tabResolver(z.object({ information: informationSchema })),
      toValues: (s) => ({ information: informationToValues(s.information) }),
      toPayload: (o: { information: z.output<typeof informationSchema> }) => ({
        information: informationPayload(o.information),
      }),
      fields: <InformationFields />,
    },
    pricing: {
      resolver: tabResolver(z.object({ pricing: pricingSchema })),
      toValues: (s) => ({ pricing: pricingToValues(s.pricing) }),
      toPayload: (o: { pricing: z.output<typeof pricingSchema> }) => ({
        pricing: pricingPayload(o.pricing),
      }),
      fields: (
        <PricingFields
          typology={service?.typology ?? null}
          currency={service?.pricing.currency ?? 'EUR'}
        />
      ),
    },
    availability: {
      resolver: tabResolver(z.object({ availability: availabilitySchema })),
      toValues: (s) => ({ availability: availabilityToValues(s) }),
      toPayload: (o: { availability: z.output<typeof availabilitySchema> }) =>
        availabilityPayload(o.availability),
      fields: <AvailabilityFields />,
    },
    capacity: {
      resolver: tabResolver(z.object({ capacity: capacitySchema })),
      toValues: (s) => ({ capacity: capacityToValues(s.capacity) }),
      toPayload: (o: { capacity: z.output<typeof capacitySchema> }) => ({
        capacity: capacityPayload(o.capacity, unit),
      }),
      fields: <CapacityFields />,
    },
    transfer: {
      resolver: tabResolver(z.object({ transfer: transferSchema })),
      toValues: (s) => ({ transfer: transferToValues(s.transfer) }),
      toPayload: (o: { transfer: z.output<typeof transferSchema> }) => ({
        transfer: transferPayload(o.transfer),
      }),
      fields: <TransferFields current={service?.transfer ?? null} />,
    },
    airports: {
      resolver: tabResolver(z.object({ airportIds: airportsSchema })),
      toValues: (s) => ({ airportIds: [...s.airportIds] }),
      toPayload: (o: { airportIds: number[] }) => ({ airportIds: o.airportIds }),
      fields: <AirportsFields />,
    },
    packages: {
      resolver: tabResolver(z.object({ packages: packagesSchema })),
      toValues: (s) => ({ packages: packagesToValues(s.packages) }),
      toPayload: (o: { packages: z.output<typeof packagesSchema> }) => ({ packages: o.packages }),
      fields: <PackagesFields />,
    },
  };
  // A helicopter service's airports tab also holds its taking-charge addresses.
  const config =
    tab === 'airports' && service?.typology === 'helicopter' ? helicopterAirportsTab : configs[tab];
  return (
    <SectionForm<Service, Values, never, ServiceUpdate>
      key={tab}
      title={t(`tabs.${tab}`)}
      description={<ValidationNote service={service} tab={tab} />}
      record={record}
      toValues={config.toValues}
      resolver={config.resolver}
      toPayload={config.toPayload}
      save={(payload) => update({ id: service?.id ?? 0, ...payload })}
      fieldMap={{
        status: 'availability.status',
        visible: 'availability.visible',
        ...TAKING_CHARGE_FIELD_MAP,
      }}
      failureTitle={t('http:failure.changesNotSaved')}
      loadFailureTitle={t('http:failure.productData')}
    >
      {config.fields}
    </SectionForm>
  );
}
