import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGrid, fieldsFor } from '@/lib/ui';
import { aircraftTypeOptions } from '../model/aircraftTypes';
import type { CrewMemberFormValues } from '../model/crewMember.schema';
import { useCrewOptions } from './crewDisplay';

const { TextField, SelectField, AutocompleteField, DateField } = fieldsFor<CrewMemberFormValues>();

/** The crew member form's fields, in two columns from md up, one on phones. */
export function CrewMemberFields() {
  const { t } = useTranslation('fleet');
  const options = useCrewOptions();
  const held = useWatch<CrewMemberFormValues, 'aircraftTypes'>({ name: 'aircraftTypes' });
  const typeOptions = useMemo(() => aircraftTypeOptions(held), [held]);
  return (
    <FieldGrid columns={{ xs: '1fr', md: '1fr 1fr' }}>
      <TextField name="firstName" label={t('fields.firstName')} autoComplete="off" required />
      <TextField name="lastName" label={t('fields.lastName')} autoComplete="off" required />
      <SelectField name="crewRole" label={t('fields.crewRole')} options={options.roles} required />
      <SelectField name="status" label={t('fields.status')} options={options.statuses} required />
      <TextField name="licenceNumber" label={t('fields.licenceNumber')} required />
      <DateField name="licenceExpiryDate" label={t('fields.licenceExpiryDate')} required />
      <AutocompleteField
        name="nationality"
        label={t('fields.nationality')}
        options={options.countries}
        required
      />
      <AutocompleteField
        name="aircraftTypes"
        label={t('fields.aircraftTypes')}
        helperText={t('fields.aircraftTypesHelp')}
        options={typeOptions}
        multiple
      />
      <TextField name="email" label={t('fields.email')} type="email" required />
      <TextField name="phone" label={t('fields.phone')} type="tel" />
    </FieldGrid>
  );
}
