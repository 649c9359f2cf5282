import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVOICE_REFERENCE_FORMATS } from '@/entities/organization';
import { FieldGrid, fieldsFor, useDisplayFormat } from '@/lib/ui';
import { SectionForm } from '@/lib/ui/views/resource/SectionForm';
import {
  useGetInvoiceConfigurationQuery,
  useGetOrganizationQuery,
  useUpdateInvoiceConfigurationMutation,
} from '../api/organizations.api';
import { InvoiceSettingsSection } from '../components/InvoiceSettingsSection';
import { invoiceReferenceExample } from '@/entities/invoice';
import {
  invoiceConfigurationSchema,
  invoiceConfigurationToValues,
  toInvoiceConfigurationPayload,
  type InvoiceConfigurationFormValues,
} from '../model/profile.schema';
import type { OrganizationTabProps } from '@/entities/organization';

const { TextField, SelectField } = fieldsFor<InvoiceConfigurationFormValues>();
const EXAMPLE_SEQUENCE = 42;

/** The reference the next invoice would get, following the fields as they are typed. */
function LiveExample() {
  const { t } = useTranslation('organizations');
  const [today] = useState(() => new Date());
  const prefix = useWatch<InvoiceConfigurationFormValues, 'invoicePrefix'>({
    name: 'invoicePrefix',
  });
  const format = useWatch<InvoiceConfigurationFormValues, 'invoiceReferenceFormat'>({
    name: 'invoiceReferenceFormat',
  });
  const reference = invoiceReferenceExample(prefix, format, today, EXAMPLE_SEQUENCE);
  return (
    <Alert severity="info" role="status" aria-live="polite">
      {t('invoice.example', { reference })}
    </Alert>
  );
}

/**
 * Invoice configuration: the prefix and the reference format, with an example (live while
 * edited); a seller also chooses what its invoices show and who collects the payment.
 */
export default function InvoiceConfigurationTab({
  organizationId,
  readOnly,
}: OrganizationTabProps) {
  const { t } = useTranslation('organizations');
  const record = useGetInvoiceConfigurationQuery(organizationId);
  const organization = useGetOrganizationQuery(organizationId);
  const [update] = useUpdateInvoiceConfigurationMutation();
  const show = useDisplayFormat();
  const [today] = useState(() => new Date());
  return (
    <Stack spacing={2}>
      <SectionForm
        title={t('tabs.invoiceConfiguration')}
        record={record}
        toValues={invoiceConfigurationToValues}
        resolver={zodResolver(invoiceConfigurationSchema)}
        toPayload={toInvoiceConfigurationPayload}
        save={(payload) => update({ id: organizationId, ...payload })}
        readOnly={readOnly}
        view={(configuration) => [
          { label: t('fields.invoicePrefix'), value: show.text(configuration.invoicePrefix) },
          {
            label: t('fields.invoiceReferenceFormat'),
            value: t(`invoice.formats.${configuration.invoiceReferenceFormat}`),
          },
          {
            label: t('invoice.exampleLabel'),
            value: invoiceReferenceExample(
              configuration.invoicePrefix,
              configuration.invoiceReferenceFormat,
              today,
              EXAMPLE_SEQUENCE,
            ),
          },
        ]}
      >
        <FieldGrid columns={{ xs: '1fr', md: '1fr 2fr' }}>
          <TextField
            name="invoicePrefix"
            label={t('fields.invoicePrefix')}
            helperText={t('hints.invoicePrefix')}
            autoComplete="off"
          />
          <SelectField
            name="invoiceReferenceFormat"
            label={t('fields.invoiceReferenceFormat')}
            options={INVOICE_REFERENCE_FORMATS.map((value) => ({
              value,
              label: t(`invoice.formats.${value}`),
            }))}
            required
          />
        </FieldGrid>
        <LiveExample />
      </SectionForm>
      {organization.data?.seller === true && (
        <InvoiceSettingsSection organizationId={organizationId} readOnly={readOnly} />
      )}
    </Stack>
  );
}
