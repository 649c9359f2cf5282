import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SERVICE_TYPOLOGIES,
  serviceTabsOf,
  useCreateServiceMutation,
  type Service,
  type ServiceTab,
} from '@/entities/service';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { selectUser } from '@/lib/auth/sessionSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { ResourceFormPage, fieldsFor } from '@/lib/ui';
import { servicePaths } from '../paths';
import { InformationFields } from '../components/InformationFields';
import {
  AirportsFields,
  AvailabilityFields,
  CapacityFields,
  PackagesFields,
  useAreaUnit,
} from '../components/OtherFields';
import { PricingFields } from '../components/PricingFields';
import { TransferFields } from '../components/TransferFields';
import { HelicopterAirportsFields } from '../components/HelicopterAirportsFields';
import { TAKING_CHARGE_FIELD_MAP } from '../model/takingChargeForm';
import { addPayload, addResolver, emptyService } from '../model/addForm';
import type { ServiceFormValues } from '../model/serviceFormValues';

const { SelectField } = fieldsFor<ServiceFormValues>();

/** The selected organization's currency: a service's prices are in it. */
function useSellerCurrency(): string {
  const user = useAppSelector(selectUser);
  const id = useAppSelector(selectSelectedOrganizationId);
  return (
    user?.organizations.find((organization) => organization.id === id)?.currency?.code ?? 'EUR'
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The sections the chosen typology has, in the tabs' order. */
function TypologySections({ currency }: { currency: string }) {
  const { t } = useTranslation('services');
  const typology = useWatch<ServiceFormValues, 'typology'>({ name: 'typology' });
  if (typology === null) return null;
  const fields: Record<ServiceTab, ReactNode> = {
    information: <InformationFields />,
    pricing: <PricingFields typology={typology} currency={currency} />,
    availability: <AvailabilityFields />,
    capacity: <CapacityFields />,
    transfer: <TransferFields current={null} />,
    airports: typology === 'helicopter' ? <HelicopterAirportsFields /> : <AirportsFields />,
    packages: <PackagesFields />,
  };
  return serviceTabsOf(typology).map((tab) => (
    <Section key={tab} title={t(`tabs.${tab}`)}>
      {fields[tab]}
    </Section>
  ));
}

/** /services/add [SERVICE_EDIT]: a new service, every tab its typology has; then awaiting validation. */
export default function ServiceAddPage() {
  const { t } = useTranslation(['services', 'enums', 'http']);
  const [create] = useCreateServiceMutation();
  const unit = useAreaUnit();
  const currency = useSellerCurrency();
  return (
    <ResourceFormPage<
      ServiceFormValues,
      Parameters<typeof addPayload>[0],
      Service,
      ReturnType<typeof addPayload>,
      Service
    >
      mode="add"
      title={t('form.addTitle')}
      breadcrumbs={[
        { label: t('list.title'), to: servicePaths.list() },
        { label: t('form.addTitle') },
      ]}
      defaultValues={emptyService()}
      toValues={emptyService}
      resolver={addResolver}
      toPayload={(output) => addPayload(output, unit)}
      create={create}
      redirectTo={(saved) =>
        servicePaths.show({ id: saved.id, typology: saved.typology, tab: 'information' })
      }
      cancelTo={servicePaths.list()}
      draftKey="service:new"
      failureTitle={t('http:failure.changesNotSaved')}
      fieldMap={{
        status: 'availability.status',
        visible: 'availability.visible',
        ...TAKING_CHARGE_FIELD_MAP,
      }}
    >
      <Stack spacing={2}>
        <Box sx={{ maxWidth: { sm: 360 } }}>
          <SelectField
            name="typology"
            label={t('fields.typology')}
            options={SERVICE_TYPOLOGIES.map((value) => ({
              value,
              label: t(`enums:ProductTypology.${value}`),
            }))}
            required
          />
        </Box>
        <TypologySections currency={currency} />
      </Stack>
    </ResourceFormPage>
  );
}
