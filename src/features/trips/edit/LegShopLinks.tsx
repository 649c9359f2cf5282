import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TRIP_ACTION_RIGHTS, type FlightStep } from '@/entities/trip';
import { useCan } from '@/lib/auth/useCan';
import { routeTo } from '@/lib/paths/routeTo';

/**
 * The next step once a leg is saved, on its card in the editor: buying services at its two
 * airports (the shop's providers for this trip, leg and airport). Nothing for a cancelled leg
 * or without the right to buy.
 */
export function LegShopLinks({ tripId, leg }: { tripId: number; leg: FlightStep }) {
  const { t } = useTranslation('trips');
  const can = useCan();
  if (leg.cancelled || !can(TRIP_ACTION_RIGHTS.buyServices)) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
      {[leg.flightDeparture, leg.flightArrival].map((event) => (
        <Button
          key={event.id}
          component={RouterLink}
          size="small"
          variant="outlined"
          to={routeTo('shop.providers', {
            tripId,
            stepId: leg.id,
            eventId: event.id,
            airportId: event.airport.id,
          })}
        >
          {t('view.shopServices', { icao: event.airport.icao })}
        </Button>
      ))}
    </Stack>
  );
}
