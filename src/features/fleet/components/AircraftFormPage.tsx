import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { selectMeasurement } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { ResourceFormPage, useIdParam, type FormMode } from '@/lib/ui';
import { organizationAircraftPaths } from '../paths';
import {
  useCreateOrganizationAircraftMutation,
  useGetOrganizationAircraftQuery,
  useUpdateOrganizationAircraftMutation,
} from '../api/organizationFleet.api';
import {
  EMPTY_AIRCRAFT,
  aircraftSchema,
  aircraftToDuplicate,
  aircraftToValues,
  toAircraftPayload,
} from '../model/organizationAircraft.schema';
import { AircraftFields } from './AircraftFields';
import { aircraftLabel, airportLabel, typeLabel } from './aircraftDisplay';

/**
 * Add, edit and duplicate an organization's aircraft: one form page, three modes. An aircraft
 * a trip flies cannot be changed: its edit page says so above the form (the server refuses it
 * too, and that answer lands above the form if it is sent anyway).
 */
export function AircraftFormPage({ mode }: { mode: FormMode }) {
  const { t } = useTranslation('fleet');
  const id = useIdParam();
  const record = useGetOrganizationAircraftQuery(mode === 'add' || id === null ? skipToken : id);
  const [createAircraft] = useCreateOrganizationAircraftMutation();
  const [updateAircraft] = useUpdateOrganizationAircraftMutation();
  const measurement = useAppSelector(selectMeasurement);
  const aircraft = mode === 'add' ? undefined : record.data;
  const name = aircraft ? aircraftLabel(aircraft) : '';
  const title =
    mode === 'add' ? t('aircraft.addTitle') : t(`aircraft.${mode}Title`, { name: name || '…' });

  return (
    <ResourceFormPage
      mode={mode}
      title={title}
      breadcrumbs={[
        { label: t('aircraft.title'), to: organizationAircraftPaths.list() },
        { label: title },
      ]}
      record={record}
      defaultValues={EMPTY_AIRCRAFT}
      toValues={aircraftToValues}
      duplicateValues={(_values, source) => aircraftToDuplicate(source)}
      toPayload={toAircraftPayload(measurement)}
      resolver={zodResolver(aircraftSchema)}
      create={createAircraft}
      update={(payload) => updateAircraft({ id: id ?? 0, ...payload })}
      redirectTo={(saved) => organizationAircraftPaths.show({ id: saved.id })}
      cancelTo={organizationAircraftPaths.list()}
      draftKey={`organization-aircraft:${id ?? 'new'}`}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        {mode === 'edit' && aircraft?.boundToTrip ? (
          <Alert severity="warning">{t('aircraft.boundToTrip')}</Alert>
        ) : null}
        <AircraftFields
          currentType={
            aircraft
              ? {
                  value: aircraft.aircraftTypeId,
                  label: `${typeLabel(aircraft)} (${aircraft.icaoType})`,
                }
              : undefined
          }
          currentHomebase={
            aircraft?.homebase
              ? { value: aircraft.homebase.id, label: airportLabel(aircraft.homebase) }
              : undefined
          }
        />
      </Box>
    </ResourceFormPage>
  );
}
