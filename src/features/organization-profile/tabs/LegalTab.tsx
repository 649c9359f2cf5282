import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FieldGrid, fieldsFor, useDisplayFormat } from '@/lib/ui';
import { SectionForm } from '@/lib/ui/views/resource/SectionForm';
import { useGetLegalQuery, useUpdateLegalMutation } from '../api/organizations.api';
import {
  legalSchema,
  legalToValues,
  toLegalPayload,
  type LegalFormValues,
} from '../model/profile.schema';
import type { OrganizationTabProps } from '@/entities/organization';
import { VatChangeWarning } from '../components/VatChangeWarning';

const { TextField, NumberField } = fieldsFor<LegalFormValues>();

/** Legal: VAT number, company registration number, share capital, legal form, activity code. */
export default function LegalTab({ organizationId, readOnly }: OrganizationTabProps) {
  const { t } = useTranslation('organizations');
  const record = useGetLegalQuery(organizationId);
  const [update] = useUpdateLegalMutation();
  const show = useDisplayFormat();
  return (
    <SectionForm
      title={t('tabs.legal')}
      record={record}
      toValues={legalToValues}
      resolver={zodResolver(legalSchema)}
      toPayload={toLegalPayload}
      save={(payload) => update({ id: organizationId, ...payload })}
      readOnly={readOnly}
      view={(legal) => [
        { label: t('fields.vatNumber'), value: show.text(legal.vatNumber) },
        {
          label: t('fields.companyRegistrationNumber'),
          value: show.text(legal.companyRegistrationNumber),
        },
        { label: t('fields.shareCapital'), value: show.number(legal.shareCapital) },
        { label: t('fields.legalForm'), value: show.text(legal.legalForm) },
        { label: t('fields.businessActivityCode'), value: show.text(legal.businessActivityCode) },
      ]}
    >
      <FieldGrid columns={{ xs: '1fr', md: '1fr 1fr' }}>
        <TextField
          name="vatNumber"
          label={t('fields.vatNumber')}
          helperText={t('hints.vatNumber')}
          autoComplete="off"
        />
        <TextField name="companyRegistrationNumber" label={t('fields.companyRegistrationNumber')} />
        <NumberField name="shareCapital" label={t('fields.shareCapital')} />
        <TextField name="legalForm" label={t('fields.legalForm')} />
        <TextField
          name="businessActivityCode"
          label={t('fields.businessActivityCode')}
          helperText={t('hints.businessActivityCode')}
        />
      </FieldGrid>
      <VatChangeWarning organizationId={organizationId} saved={record.data?.vatNumber ?? null} />
    </SectionForm>
  );
}
