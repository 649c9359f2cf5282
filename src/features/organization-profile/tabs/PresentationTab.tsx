import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { fieldsFor } from '@/lib/ui';
import { SectionForm } from '@/lib/ui/resource/SectionForm';
import { useGetPresentationQuery, useUpdatePresentationMutation } from '../api/organizations.api';
import {
  presentationSchema,
  presentationToValues,
  toPresentationPayload,
  type PresentationFormValues,
} from '../model/profile.schema';
import type { OrganizationTabProps } from '@/entities/organization';

const { TextField, NumberField, MultiLanguageTextField } = fieldsFor<PresentationFormValues>();

/** Presentation: a description per language (the default one required), founding year, services. */
export default function PresentationTab({ organizationId, readOnly }: OrganizationTabProps) {
  const { t } = useTranslation('organizations');
  const record = useGetPresentationQuery(organizationId);
  const [update] = useUpdatePresentationMutation();
  return (
    <SectionForm
      title={t('tabs.presentation')}
      record={record}
      toValues={presentationToValues}
      resolver={zodResolver(presentationSchema)}
      toPayload={toPresentationPayload}
      save={(payload) => update({ id: organizationId, ...payload })}
      readOnly={readOnly}
    >
      <MultiLanguageTextField
        name="description"
        label={t('fields.description')}
        multiline
        minRows={3}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <NumberField name="yearFounded" label={t('fields.yearFounded')} />
        <TextField name="servicesSummary" label={t('fields.servicesSummary')} />
      </Box>
    </SectionForm>
  );
}
