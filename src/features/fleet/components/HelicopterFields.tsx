import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COCKPIT_CONFIGURATIONS } from '@/entities/organization';
import { FieldGrid, fieldsFor } from '@/lib/ui';
import type { HelicopterFormValues } from '../model/organizationHelicopter.schema';
import { useFleetOptions } from './aircraftDisplay';
import { IdentityFields } from './IdentityFields';

const { TextField, SelectField } = fieldsFor<HelicopterFormValues>();

/** The helicopter dialog's fields, two columns from sm up, the description across. */
export function HelicopterFields() {
  const { t } = useTranslation('fleet');
  const options = useFleetOptions();
  const cockpits = useMemo(
    () =>
      COCKPIT_CONFIGURATIONS.map((value) => ({
        value,
        label: t(`cockpitConfigurations.${value}`),
      })),
    [t],
  );
  return (
    <Box sx={{ pt: 1 }}>
      <FieldGrid>
        <TextField name="manufacturer" label={t('fields.manufacturer')} required />
        <TextField name="modelType" label={t('fields.modelType')} required />
        <IdentityFields statuses={options.helicopterStatuses} />
        <SelectField
          name="cockpitConfiguration"
          label={t('fields.cockpitConfiguration')}
          options={cockpits}
          required
        />
        <TextField
          name="calendarUrl"
          label={t('fields.calendarUrl')}
          helperText={t('helicopters.calendarHelp')}
          type="url"
          autoComplete="off"
        />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <TextField name="description" label={t('fields.description')} multiline minRows={2} />
        </Box>
      </FieldGrid>
    </Box>
  );
}
