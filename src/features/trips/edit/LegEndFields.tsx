import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '@/lib/ui/views/form/DateTimeField';
import { AirportSearchField, type AirportChoice } from './AirportSearchField';
import type { FlightStepFormValues } from './flightStepForm';
import { useLocalTimeHint } from './LocalTimeHint';

type LegEnd = 'departure' | 'arrival';

const FIELDS = {
  departure: {
    airport: 'departureAirportId',
    time: 'etd',
    airportLabel: 'fields.departureAirport',
    timeLabel: 'fields.etd',
  },
  arrival: {
    airport: 'arrivalAirportId',
    time: 'eta',
    airportLabel: 'fields.arrivalAirport',
    timeLabel: 'fields.eta',
  },
} as const;

export interface LegEndFieldsProps {
  end: LegEnd;
  /** Airports met so far (the leg's own and each search's results), for their time zones. */
  airports: ReadonlyMap<number, AirportChoice>;
  onResults: (found: AirportChoice[]) => void;
}

/** One end of a leg: its airport, then its time (ETD or ETA) typed in that airport's time. */
export function LegEndFields({ end, airports, onResults }: LegEndFieldsProps) {
  const { t } = useTranslation('trips');
  const { airport, time, airportLabel, timeLabel } = FIELDS[end];
  const airportId: unknown = useWatch<FlightStepFormValues>({ name: airport });
  const zone = typeof airportId === 'number' ? airports.get(airportId)?.timezone : undefined;
  const hint = useLocalTimeHint(time, zone);
  return (
    <Stack spacing={2}>
      <AirportSearchField
        name={airport}
        label={t(airportLabel)}
        helperText={t('edit.airportSearch')}
        known={airports}
        onResults={onResults}
      />
      <Box>
        <DateTimeField<FlightStepFormValues>
          name={time}
          label={t(timeLabel)}
          helperText={hint}
          wallClock
          required
        />
      </Box>
    </Stack>
  );
}
