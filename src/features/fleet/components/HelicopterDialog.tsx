import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COCKPIT_CONFIGURATIONS, type OrganizationHelicopter } from '@/entities/organization';
import { ResourceFormDialog, fieldsFor } from '@/lib/ui';
import {
  useCreateOrganizationHelicopterMutation,
  useUpdateOrganizationHelicopterMutation,
} from '../api/organizationFleet.api';
import {
  EMPTY_HELICOPTER,
  helicopterSchema,
  helicopterToValues,
  toHelicopterPayload,
  type HelicopterFormValues,
} from '../model/organizationHelicopter.schema';
import { helicopterLabel, useFleetOptions } from './aircraftDisplay';

const { TextField, SelectField } = fieldsFor<HelicopterFormValues>();

export interface HelicopterDialogProps {
  /** The helicopter edited, or null to add one. */
  helicopter: OrganizationHelicopter | null;
  onClose: () => void;
}

/** Adds or edits a helicopter of the organization; the server's refusals land on their fields. */
export function HelicopterDialog({ helicopter, onClose }: HelicopterDialogProps) {
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
  const [create] = useCreateOrganizationHelicopterMutation();
  const [update] = useUpdateOrganizationHelicopterMutation();

  return (
    <ResourceFormDialog
      title={
        helicopter
          ? t('helicopters.editTitle', { name: helicopterLabel(helicopter) })
          : t('helicopters.addTitle')
      }
      schema={helicopterSchema}
      defaultValues={helicopter ? helicopterToValues(helicopter) : EMPTY_HELICOPTER}
      toPayload={toHelicopterPayload}
      mutation={(payload) =>
        helicopter ? update({ id: helicopter.id, ...payload }) : create(payload)
      }
      onClose={onClose}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextField name="manufacturer" label={t('fields.manufacturer')} required />
        <TextField name="modelType" label={t('fields.modelType')} required />
        <TextField
          name="registration"
          label={t('fields.registration')}
          helperText={t('aircraft.registrationHelp')}
          autoComplete="off"
          required
        />
        <TextField name="callSign" label={t('fields.callSign')} autoComplete="off" />
        <TextField name="aoc" label={t('fields.aoc')} autoComplete="off" />
        <SelectField
          name="status"
          label={t('fields.status')}
          options={options.helicopterStatuses}
          required
        />
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
      </Box>
    </ResourceFormDialog>
  );
}
