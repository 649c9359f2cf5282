import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AirportDetails } from '@/entities/airport';
import type { LegEvent } from '@/entities/trip';
import { useCan } from '@/lib/auth/useCan';
import { countryName } from '@/lib/format/countries';
import { useFormatters } from '@/lib/format/useFormatters';
import { routeTo } from '@/lib/paths/routeTo';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { TRIP_ACTION_RIGHTS } from '@/entities/trip';
import { DetailSection, RecordGate } from '@/lib/ui';
import { useGetAirportDetailsQuery, useValidateAirportMutation } from '../api/legs.api';

function useAirportItems(airport: AirportDetails) {
  const { t, i18n } = useTranslation('legs');
  const format = useFormatters();
  const language = toLanguage(i18n.language);
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  return [
    {
      label: t('airport.codes'),
      value: [airport.icao, airport.iata, airport.faa].filter(Boolean).join(' / '),
    },
    { label: t('airport.name'), value: airport.name },
    {
      label: t('airport.city'),
      value: `${airport.city}, ${countryName(airport.countryCode, language)}`,
    },
    { label: t('airport.type'), value: t(`airportTypes.${airport.type}`) },
    { label: t('airport.elevation'), value: format.elevation(airport.elevationM) },
    { label: t('airport.timezone'), value: airport.timezone },
    {
      label: t('airport.hours'),
      value: airport.openingHours.h24
        ? t('airport.h24')
        : t('airport.openBetween', {
            opens: airport.openingHours.opens,
            closes: airport.openingHours.closes,
          }),
    },
    {
      label: t('airport.runways'),
      value: (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {airport.runways.map((runway) => (
            <li key={runway.designator}>
              {t('airport.runway', {
                designator: runway.designator,
                length: format.unit(runway.lengthM, 'm', 0),
                width: format.unit(runway.widthM, 'm', 0),
                surface: t(`surfaces.${runway.surface}`),
              })}
            </li>
          ))}
        </Box>
      ),
    },
    { label: t('airport.customs'), value: yesNo(airport.customs) },
    { label: t('airport.slotRequired'), value: yesNo(airport.slotRequired) },
    { label: t('airport.congested'), value: yesNo(airport.congested) },
  ];
}

function AirportDetailsList({ airport }: { airport: AirportDetails }) {
  const { t } = useTranslation('legs');
  return <DetailSection title={t('airport.title')} items={useAirportItems(airport)} />;
}

/** The event's airport, its validation, and the way to its slot when the airport needs one. */
export function AirportSection({ context }: { context: LegEvent }) {
  const { t } = useTranslation('legs');
  const can = useCan();
  const { trip, leg, event } = context;
  const details = useGetAirportDetailsQuery(event.airport.id);
  const [validateAirport, validation] = useValidateAirportMutation();
  return (
    <Stack spacing={2} useFlexGap>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {event.airportValidated ? (
          <Chip color="success" variant="outlined" label={t('airport.validated')} />
        ) : (
          <>
            <Alert severity="warning" sx={{ flexGrow: 1 }}>
              {t('airport.notValidated')}
            </Alert>
            {can(TRIP_ACTION_RIGHTS.validateAirport) && (
              <Button
                variant="contained"
                loading={validation.isLoading}
                onClick={() => void validateAirport({ tripId: trip.id, eventId: event.id })}
              >
                {t('airport.validate')}
              </Button>
            )}
          </>
        )}
        {event.airport.slotRequired && can('TRIP_SLOT_MANAGEMENT_VIEW') && (
          <Button
            component={RouterLink}
            to={routeTo('slots.submit', { tripId: trip.id, eventId: event.id, legId: leg.id })}
          >
            {t('airport.slot')}
          </Button>
        )}
      </Box>
      <RecordGate record={details}>
        {(airport) => <AirportDetailsList airport={airport} />}
      </RecordGate>
    </Stack>
  );
}
