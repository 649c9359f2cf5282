import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TRIP_ACTION_RIGHTS, type TripEvent } from '@/entities/trip';
import { useCan } from '@/lib/auth/useCan';
import { routeTo } from '@/lib/paths/routeTo';

/**
 * Where a leg's event leads: its airport page (passengers, documents), its slot request and,
 * unless the leg is cancelled, the shop (services, fuel, hangar at the event's airport).
 */
export function EventLinks({
  tripId,
  legId,
  event,
  shop,
}: {
  tripId: number;
  legId: number;
  event: TripEvent;
  shop: boolean;
}) {
  const { t } = useTranslation('trips');
  const can = useCan();
  const ids = { tripId, eventId: event.id, legId };
  const icao = event.airport.icao;
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      {can(TRIP_ACTION_RIGHTS.editTrip) && (
        <Link component={RouterLink} to={routeTo('legs.airport', ids)}>
          {t('view.airportPage', { icao })}
        </Link>
      )}
      {event.airport.slotRequired && can('TRIP_SLOT_MANAGEMENT_VIEW') && (
        <Link component={RouterLink} to={routeTo('slots.submit', ids)}>
          {t('view.slotRequest', { icao })}
        </Link>
      )}
      {shop && can(TRIP_ACTION_RIGHTS.buyServices) && (
        <>
          <Link
            component={RouterLink}
            to={routeTo('shop.providers', { ...ids, stepId: legId, airportId: event.airport.id })}
          >
            {t('view.shopServices', { icao })}
          </Link>
          <Link component={RouterLink} to={routeTo('shop.fuel', ids)}>
            {t('view.shopFuel', { icao })}
          </Link>
          <Link component={RouterLink} to={routeTo('shop.hangar', ids)}>
            {t('view.shopHangar', { icao })}
          </Link>
        </>
      )}
    </Stack>
  );
}
