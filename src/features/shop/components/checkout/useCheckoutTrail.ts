import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import type { CartEventKey } from '@/entities/cart';
import { useGetTripInfosQuery, type TripEvent, type TripStep } from '@/entities/trip';
import { shopPaths } from '../../paths';
import { findEvent } from '../../model/shopKey';

export interface CheckoutTrail {
  /** The trip's name, null until read. */
  trip: string | null;
  /** "Arrival at LFMN Nice Côte d'Azur", null until read. */
  airport: string | null;
  /** The shop at that airport for this event. */
  airportTo: string;
}

/** The checkout's breadcrumb: the trip, then the event's airport (its shop), read from the trip. */
export function useCheckoutTrail(key: CartEventKey): CheckoutTrail {
  const { t } = useTranslation(['checkout', 'enums']);
  const trip = useGetTripInfosQuery(key.tripId > 0 ? key.tripId : skipToken).data;
  const found = trip ? findEvent<TripEvent, TripStep>(trip, key.eventId, key.stepId) : null;
  const event = found?.event;
  return {
    trip: trip?.name ?? null,
    airport: event
      ? t('checkout:trail.airport', {
          movement: t(`enums:MovementType.${event.movementType}`),
          airport: `${event.airport.icao} ${event.airport.name}`,
        })
      : null,
    airportTo: shopPaths.providers(key),
  };
}
