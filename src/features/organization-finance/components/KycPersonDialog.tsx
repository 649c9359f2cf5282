import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { FieldGrid, ResourceFormDialog, fieldsFor } from '@/lib/ui';
import { useCreateKycPersonMutation, useUpdateKycPersonMutation } from '../api/finance.api';
import { KYC_PERSON_ROLES, type KycPerson } from '@/entities/organization';
import {
  EMPTY_KYC_PERSON,
  kycPersonSchema,
  kycPersonToValues,
  toKycPersonPayload,
  type KycPersonFormValues,
} from '../model/kycPerson.schema';

const { TextField, SelectField, AutocompleteField, DateField } = fieldsFor<KycPersonFormValues>();

interface Props {
  organizationId: number;
  person: KycPerson | null;
  onClose: () => void;
}

/** Adds or edits a legal representative or an ultimate beneficial owner. */
export function KycPersonDialog({ organizationId, person, onClose }: Props) {
  const { t, i18n } = useTranslation('orgFinance');
  const language = toLanguage(i18n.language);
  const countries = useMemo(() => countryOptions(language), [language]);
  const [createPerson] = useCreateKycPersonMutation();
  const [updatePerson] = useUpdateKycPersonMutation();

  return (
    <ResourceFormDialog
      title={person ? t('kyc.editPerson') : t('kyc.addPerson')}
      schema={kycPersonSchema}
      defaultValues={person ? kycPersonToValues(person) : EMPTY_KYC_PERSON}
      toPayload={toKycPersonPayload}
      mutation={(payload: ReturnType<typeof toKycPersonPayload>) =>
        person
          ? updatePerson({ organizationId, id: person.id, ...payload })
          : createPerson({ organizationId, ...payload })
      }
      onClose={onClose}
    >
      <FieldGrid sx={{ pt: 1 }}>
        <TextField name="firstName" label={t('kyc.firstName')} required autoComplete="off" />
        <TextField name="lastName" label={t('kyc.lastName')} required autoComplete="off" />
        <DateField name="birthdate" label={t('kyc.birthdate')} required />
        <AutocompleteField
          name="nationality"
          label={t('kyc.nationality')}
          options={countries}
          required
        />
        <SelectField
          name="role"
          label={t('kyc.role')}
          required
          options={KYC_PERSON_ROLES.map((value) => ({ value, label: t(`kyc.roles.${value}`) }))}
        />
        <TextField name="ownershipPercentage" label={t('kyc.ownership')} />
      </FieldGrid>
    </ResourceFormDialog>
  );
}
