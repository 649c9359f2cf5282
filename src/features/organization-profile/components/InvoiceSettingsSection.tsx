import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FEES_COLLECTORS } from '@/entities/organization';
import { FieldGrid, fieldsFor, useDisplayFormat } from '@/lib/ui';
import { SectionForm } from '@/lib/ui/views/resource/SectionForm';
import {
  useGetInvoiceSettingsQuery,
  useUpdateInvoiceSettingsMutation,
} from '../api/organizations.api';
import {
  invoiceSettingsSchema,
  invoiceSettingsToValues,
  toInvoiceSettingsPayload,
  type InvoiceSettingsFormValues,
} from '../model/invoiceSettings.schema';
import { CompositionItemsField } from './CompositionItemsField';

const { SelectField } = fieldsFor<InvoiceSettingsFormValues>();

/** A seller's invoice composition items and fees collector (api/organization/{id}/invoice-settings). */
export function InvoiceSettingsSection({
  organizationId,
  readOnly,
}: {
  organizationId: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation('organizations');
  const record = useGetInvoiceSettingsQuery(organizationId);
  const [update] = useUpdateInvoiceSettingsMutation();
  const show = useDisplayFormat();
  return (
    <SectionForm
      title={t('invoiceSettings.title')}
      record={record}
      toValues={invoiceSettingsToValues}
      resolver={zodResolver(invoiceSettingsSchema)}
      toPayload={toInvoiceSettingsPayload}
      save={(payload) => update({ id: organizationId, ...payload })}
      readOnly={readOnly}
      view={(settings) => [
        {
          label: t('invoiceSettings.compositionItems'),
          value: show.list(
            settings.compositionItems.map((item) => t(`invoiceSettings.items.${item}`)),
          ),
        },
        {
          label: t('invoiceSettings.feesCollector'),
          value: t(`invoiceSettings.collectors.${settings.feesCollector}`),
        },
      ]}
    >
      <CompositionItemsField />
      {/* A grid cell, as the configuration's fields: a long choice ellipsizes on a phone. */}
      <FieldGrid columns={{ xs: 'minmax(0, 1fr)', md: '1fr 1fr' }} gap={0}>
        <SelectField
          name="feesCollector"
          label={t('invoiceSettings.feesCollector')}
          helperText={t('invoiceSettings.feesCollectorHint')}
          options={FEES_COLLECTORS.map((value) => ({
            value,
            label: t(`invoiceSettings.collectors.${value}`),
          }))}
          required
        />
      </FieldGrid>
    </SectionForm>
  );
}
