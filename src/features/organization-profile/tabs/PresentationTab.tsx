import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/config/constants';
import { FieldGrid, fieldsFor, useDisplayFormat } from '@/lib/ui';
import { SectionForm } from '@/lib/ui/views/resource/SectionForm';
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
  const { t: tUi } = useTranslation('ui');
  const record = useGetPresentationQuery(organizationId);
  const [update] = useUpdatePresentationMutation();
  const show = useDisplayFormat();
  return (
    <SectionForm
      title={t('tabs.presentation')}
      record={record}
      toValues={presentationToValues}
      resolver={zodResolver(presentationSchema)}
      toPayload={toPresentationPayload}
      save={(payload) => update({ id: organizationId, ...payload })}
      readOnly={readOnly}
      view={(presentation) => [
        // Every language, as the form shows them: a missing translation is seen at once.
        ...LANGUAGES.map((language) => ({
          label: tUi('multiLanguage.label', {
            label: t('fields.description'),
            language: tUi(`languages.${language}`),
          }),
          value: show.text(presentation.description[language]),
        })),
        { label: t('fields.yearFounded'), value: show.text(presentation.yearFounded) },
        { label: t('fields.servicesSummary'), value: show.text(presentation.servicesSummary) },
      ]}
    >
      <MultiLanguageTextField
        name="description"
        label={t('fields.description')}
        multiline
        minRows={3}
      />
      <FieldGrid columns={{ xs: '1fr', md: '1fr 2fr' }}>
        <NumberField name="yearFounded" label={t('fields.yearFounded')} />
        <TextField name="servicesSummary" label={t('fields.servicesSummary')} />
      </FieldGrid>
    </SectionForm>
  );
}
