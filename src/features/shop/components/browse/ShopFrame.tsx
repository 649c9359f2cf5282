import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetTripInfosQuery } from '@/entities/trip';
import type { Trip, TripEvent, TripStep } from '@/entities/trip';
import { useCartLineCount, type CartEventKey } from '@/entities/cart';
import { useFormatters } from '@/lib/format';
import { routeTo } from '@/lib/paths/routeTo';
import { EmptyState, PageHeader, RecordGate } from '@/lib/ui';
import { shopPaths } from '../../paths';
import { findEvent, type FoundEvent } from '../../model/shopKey';

/**
 * The cart button of every shop page: this event's cart, named by its airport (the top bar's
 * badge counts every cart: an unnamed "Cart 0" beside it read as a contradiction). The count
 * comes from the same hook as the top bar's.
 */
export function CartButton({ cartKey, airport }: { cartKey: CartEventKey; airport: string }) {
  const { t } = useTranslation('shop');
  const count = useCartLineCount(cartKey.eventId);
  return (
    <Button
      component={RouterLink}
      to={shopPaths.checkout(cartKey)}
      variant="outlined"
      aria-label={t('cart.button', { count, airport })}
      startIcon={
        <Badge badgeContent={count} color="primary">
          <ShoppingCartIcon />
        </Badge>
      }
    >
      {t('cart.label', { airport })}
    </Button>
  );
}

export interface ShopContext {
  trip: Trip;
  found: FoundEvent;
  key: CartEventKey;
}

interface ShopFrameProps {
  tripId: number | null;
  eventId: number | null;
  /** Given by the shop's paths; the fuel and hangar pages take them from the trip. */
  stepId?: number | null;
  airportId?: number | null;
  title: (context: ShopContext) => string;
  /** A page below the providers list (provider, service...): its trail goes through the list. */
  underProviders?: boolean;
  children: (context: ShopContext) => ReactNode;
}

/** One shop page: the trip and its event in the header, the cart button, then the page. */
export function ShopFrame({ tripId, eventId, stepId, airportId, ...rest }: ShopFrameProps) {
  const { t } = useTranslation('shop');
  const record = useGetTripInfosQuery(tripId ?? skipToken);
  if (tripId === null || eventId === null || stepId === null || airportId === null) {
    return <EmptyState message={t('event.notFound')} />;
  }
  return (
    <RecordGate record={record}>
      {(trip) => {
        const found = findEvent<TripEvent, TripStep>(trip, eventId, stepId);
        if (!found || (airportId !== undefined && found.event.airport.id !== airportId)) {
          return <EmptyState message={t('event.notFound')} />;
        }
        const key: CartEventKey = {
          tripId: trip.id,
          stepId: found.step.id,
          eventId: found.event.id,
          airportId: found.event.airport.id,
        };
        return <FrameContent context={{ trip, found, key }} {...rest} />;
      }}
    </RecordGate>
  );
}

function FrameContent({
  context,
  title,
  underProviders = false,
  children,
}: Pick<ShopFrameProps, 'title' | 'underProviders' | 'children'> & { context: ShopContext }) {
  const { t } = useTranslation(['shop', 'enums']);
  const fmt = useFormatters();
  const { trip, found, key } = context;
  const { event } = found;
  const subtitle = t('event.summary', {
    trip: trip.name,
    movement: t(`enums:MovementType.${event.movementType}`),
    airport: `${event.airport.icao} ${event.airport.name}`,
    time: fmt.dateTime(event.scheduledAt, event.airport.timezone),
  });
  return (
    <>
      <PageHeader
        title={title(context)}
        subtitle={subtitle}
        breadcrumbs={[
          { label: trip.name, to: routeTo('trips.detail', { tripId: trip.id }) },
          ...(underProviders
            ? [{ label: t('providers.title'), to: shopPaths.providers(key) }]
            : []),
          { label: title(context) },
        ]}
        actions={<CartButton cartKey={key} airport={event.airport.icao} />}
      />
      {children(context)}
    </>
  );
}
