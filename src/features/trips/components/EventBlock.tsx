import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCartEvent } from '@/entities/cart';
import { TRIP_ACTION_RIGHTS, type TripEvent } from '@/entities/trip';
import { useCan } from '@/lib/auth/useCan';
import { routeTo } from '@/lib/paths/routeTo';
import { DetailList, OverflowMenu, type OverflowMenuItem } from '@/lib/ui';
import { AirportTime } from '@/lib/ui/views/time/AirportTime';
import { slotToRequest } from '../model/nextStep';
import { airportLabel } from './eventTime';
import { ServicesList } from './ServicesList';

export interface EventBlockProps {
  tripId: number;
  legId: number;
  event: TripEvent;
  /** Unless the leg is cancelled: services can be bought at the event's airport. */
  shop: boolean;
}

/** What waits in this event's cart: its count and the way to the checkout. */
function CartLine({ event, legId, tripId }: Omit<EventBlockProps, 'shop'>) {
  const { t } = useTranslation('trips');
  const cart = useCartEvent(event.id);
  if (cart === null || cart.lines.length === 0) return null;
  const icao = event.airport.icao;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
      <Typography variant="body2">
        {t('next.inCart', { count: cart.lines.length, icao })}
      </Typography>
      <Button
        component={RouterLink}
        size="small"
        variant="outlined"
        aria-label={t('next.checkoutAt', { icao })}
        to={routeTo('shop.checkout', {
          tripId,
          stepId: legId,
          eventId: event.id,
          airportId: event.airport.id,
        })}
      >
        {t('next.checkout')}
      </Button>
    </Stack>
  );
}

/**
 * One end of a leg as a card's column: the airport, the time at the airport with UTC beside it,
 * the slot and PPR, what was ordered there with its state, then one row of actions.
 */
export function EventBlock({ tripId, legId, event, shop }: EventBlockProps) {
  const { t } = useTranslation('trips');
  const can = useCan();
  const headingId = useId();
  const ids = { tripId, eventId: event.id, legId };
  const icao = event.airport.icao;
  const departure = event.movementType === 'departure';
  const at = (iso: string | null): ReactNode =>
    iso === null ? null : <AirportTime value={iso} timeZone={event.airport.timezone} />;
  const mayShop = shop && can(TRIP_ACTION_RIGHTS.buyServices);

  // Every action of this end in one compact row: the shop first, the slot, the airport page,
  // the rest of the shop behind "⋯". Visible words are short, accessible names name the airport.
  const slotAction =
    event.airport.slotRequired && slotToRequest(event) && can(TRIP_ACTION_RIGHTS.requestSlot) ? (
      <Button
        component={RouterLink}
        size="small"
        aria-label={t('next.requestSlot', { icao })}
        to={routeTo('slots.submit', ids)}
      >
        {t('next.requestSlotShort')}
      </Button>
    ) : event.airport.slotRequired && can('TRIP_SLOT_MANAGEMENT_VIEW') ? (
      <Button
        component={RouterLink}
        size="small"
        aria-label={t('view.slotRequest', { icao })}
        to={routeTo('slots.submit', ids)}
      >
        {t('view.slotRequestShort')}
      </Button>
    ) : null;
  const more: OverflowMenuItem[] = mayShop
    ? [
        { id: 'fuel', label: t('view.shopFuel', { icao }), to: routeTo('shop.fuel', ids) },
        { id: 'hangar', label: t('view.shopHangar', { icao }), to: routeTo('shop.hangar', ids) },
      ]
    : [];

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t(departure ? 'card.departs' : 'card.arrives', { icao })}
      </Typography>
      <DetailList
        items={[
          {
            label: departure ? t('view.departure') : t('view.arrival'),
            value: airportLabel(event.airport),
          },
          { label: departure ? t('view.etd') : t('view.eta'), value: at(event.scheduledAt) },
          {
            label: t('fields.requestedSlot'),
            value: (
              <>
                {[t(`slotStatuses.${event.slot.status}`), event.slot.number]
                  .filter(Boolean)
                  .join(' · ')}
                {event.slot.requestedAt !== null && <> · {at(event.slot.requestedAt)}</>}
              </>
            ),
          },
          { label: t('fields.attributedSlot'), value: at(event.slot.attributedAt) },
          {
            label: t('fields.ppr'),
            value: [t(`pprStatuses.${event.ppr.status}`), event.ppr.number]
              .filter(Boolean)
              .join(' · '),
          },
          {
            label: t('view.servicesAt', { icao }),
            value: (
              <>
                <ServicesList event={event} />
                {mayShop && <CartLine tripId={tripId} legId={legId} event={event} />}
              </>
            ),
          },
        ]}
      />
      <Stack
        direction="row"
        spacing={0.5}
        useFlexGap
        sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
      >
        {mayShop && (
          <Button
            component={RouterLink}
            size="small"
            variant="outlined"
            aria-label={t('view.shopServices', { icao })}
            to={routeTo('shop.providers', { ...ids, stepId: legId, airportId: event.airport.id })}
          >
            {t('view.shopServicesShort')}
          </Button>
        )}
        {slotAction}
        {can(TRIP_ACTION_RIGHTS.editTrip) && (
          <Button
            component={RouterLink}
            size="small"
            aria-label={t('view.airportPage', { icao })}
            to={routeTo('legs.airport', ids)}
          >
            {t('view.airportPageShort')}
          </Button>
        )}
        <OverflowMenu items={more} size="small" label={t('view.moreAt', { icao })} />
      </Stack>
    </Box>
  );
}
