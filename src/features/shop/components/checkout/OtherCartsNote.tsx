import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { otherCartsOfTrip, useCartEvents } from '@/entities/cart';
import { useGetTripInfosQuery, type TripEvent, type TripStep } from '@/entities/trip';
import { shopPaths } from '../../paths';
import { findEvent } from '../../model/shopKey';

/**
 * The trip's other carts (one per airport event) wait for their own checkout: said here, before
 * and after paying this one, with a link to each, so none is forgotten.
 */
export function OtherCartsNote({ tripId, eventId }: { tripId: number; eventId: number }) {
  const { t } = useTranslation('common');
  const others = otherCartsOfTrip(useCartEvents(), tripId, eventId);
  const { data: trip } = useGetTripInfosQuery(tripId, { skip: others.length === 0 });
  if (others.length === 0) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {t('carts.otherWait', { count: others.length })}{' '}
      {others.map((cart, index) => {
        const airport = trip
          ? findEvent<TripEvent, TripStep>(trip, cart.key.eventId)?.event.airport
          : undefined;
        const place = airport
          ? `${airport.icao} · ${airport.name}`
          : t('carts.airport', { id: cart.key.airportId });
        return (
          <span key={cart.key.eventId}>
            {index > 0 && ', '}
            <Link component={RouterLink} to={shopPaths.checkout(cart.key)}>
              {t('carts.otherCart', { place, count: cart.lines.length })}
            </Link>
          </span>
        );
      })}
    </Alert>
  );
}
