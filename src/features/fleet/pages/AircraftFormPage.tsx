import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { selectMeasurement } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { DeclaredFormPage } from '@/lib/ui';
import {
  useCreateOrganizationAircraftMutation,
  useGetOrganizationAircraftQuery,
  useUpdateOrganizationAircraftMutation,
} from '../api/organizationFleet.api';
import { AircraftFields } from '../components/AircraftFields';
import { aircraftLabel, airportLabel, typeLabel } from '../components/aircraftDisplay';
import {
  EMPTY_AIRCRAFT,
  aircraftSchema,
  aircraftToDuplicate,
  aircraftToValues,
  toAircraftPayload,
} from '../model/organizationAircraft.schema';
import { organizationAircraft } from '../resource';

/**
 * /organization-aircraft/add, /edit/:id and /duplicate/:id: one form page, three modes. An
 * aircraft a trip flies cannot be changed: its edit page says so above the form (the server
 * refuses it too, and that answer lands above the form if it is sent anyway).
 */
export default function AircraftFormPage() {
  const { t } = useTranslation('fleet');
  const measurement = useAppSelector(selectMeasurement);
  return (
    <DeclaredFormPage
      resource={organizationAircraft}
      useRecord={useGetOrganizationAircraftQuery}
      useCreate={useCreateOrganizationAircraftMutation}
      useUpdate={useUpdateOrganizationAircraftMutation}
      listTitle={t('aircraft.title')}
      title={(mode, aircraft) =>
        mode === 'add'
          ? t('aircraft.addTitle')
          : t(`aircraft.${mode}Title`, { name: (aircraft && aircraftLabel(aircraft)) || '…' })
      }
      defaultValues={EMPTY_AIRCRAFT}
      toValues={aircraftToValues}
      duplicateValues={(_values, source) => aircraftToDuplicate(source)}
      toPayload={toAircraftPayload(measurement)}
      resolver={zodResolver(aircraftSchema)}
    >
      {(mode, record) => {
        const aircraft = mode === 'add' ? undefined : record;
        return (
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
        );
      }}
    </DeclaredFormPage>
  );
}
