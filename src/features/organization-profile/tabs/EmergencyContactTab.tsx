import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { OrganizationEmergencyContact } from '@/entities/organization';
import { DetailList, FieldGrid, fieldsFor, useDisplayFormat, type DetailItem } from '@/lib/ui';
import { SectionForm } from '@/lib/ui/views/resource/SectionForm';
import {
  useGetEmergencyContactQuery,
  useUpdateEmergencyContactMutation,
} from '../api/organizations.api';
import {
  emergencyContactSchema,
  emergencyContactToValues,
  toEmergencyContactPayload,
  type EmergencyContactFormValues,
} from '../model/profile.schema';
import type { OrganizationTabProps } from '@/entities/organization';

const { TextField, AutocompleteField } = fieldsFor<EmergencyContactFormValues>();

/** The contact as label and value; none is a single dash. */
function useContactItems() {
  const { t } = useTranslation('organizations');
  const show = useDisplayFormat();
  return ({ emergencyContact: contact }: OrganizationEmergencyContact): DetailItem[] =>
    contact
      ? [
          {
            label: t('fields.emergencyContact'),
            value: `${contact.firstName} ${contact.lastName}`,
          },
          { label: t('fields.email'), value: show.text(contact.email) },
          { label: t('fields.phone'), value: show.text(contact.phone) },
          { label: t('fields.jobTitle'), value: show.text(contact.jobTitle) },
        ]
      : [{ label: t('fields.emergencyContact'), value: null }];
}

/** Above the form: who the contact is now, since the form only names them by email. */
function CurrentContact({ section }: { section: OrganizationEmergencyContact | undefined }) {
  const { t } = useTranslation('organizations');
  const items = useContactItems();
  if (!section) return null;
  if (!section.emergencyContact) return <Alert severity="info">{t('emergency.none')}</Alert>;
  return <DetailList items={items(section)} />;
}

/** Emergency contact: one of the organization's active users, and their job title. */
export default function EmergencyContactTab({ organizationId, readOnly }: OrganizationTabProps) {
  const { t } = useTranslation('organizations');
  const record = useGetEmergencyContactQuery(organizationId);
  const [update] = useUpdateEmergencyContactMutation();
  const contactItems = useContactItems();
  const candidates = record.data?.candidates ?? [];
  const options = candidates.map((candidate) => ({
    value: candidate.email,
    label: `${candidate.firstName} ${candidate.lastName} (${candidate.email})`,
  }));

  return (
    <SectionForm
      title={t('tabs.emergencyContact')}
      description={readOnly ? undefined : <CurrentContact section={record.data} />}
      record={record}
      toValues={emergencyContactToValues}
      resolver={zodResolver(emergencyContactSchema)}
      toPayload={toEmergencyContactPayload}
      save={(payload) => update({ id: organizationId, ...payload })}
      readOnly={readOnly}
      view={contactItems}
    >
      {!readOnly && candidates.length === 0 && (
        <Alert severity="warning">{t('emergency.noCandidates')}</Alert>
      )}
      {!readOnly && (
        <FieldGrid columns={{ xs: '1fr', md: '2fr 1fr' }}>
          <AutocompleteField
            name="email"
            label={t('fields.emergencyContact')}
            helperText={t('hints.emergencyContact')}
            options={options}
            required
          />
          <TextField name="jobTitle" label={t('fields.jobTitle')} />
        </FieldGrid>
      )}
    </SectionForm>
  );
}
