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
import { DetailList } from '@/lib/ui';
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
        variant="contained"
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
 * the slot and PPR with the slot's action, what was ordered there with its state, and the way to
 * the shop (a button, not small links).
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

  const slotAction =
    event.airport.slotRequired && slotToRequest(event) && can(TRIP_ACTION_RIGHTS.requestSlot) ? (
      <Button
        component={RouterLink}
        size="small"
        variant="outlined"
        to={routeTo('slots.submit', ids)}
      >
        {t('next.requestSlot', { icao })}
      </Button>
    ) : event.airport.slotRequired && can('TRIP_SLOT_MANAGEMENT_VIEW') ? (
      <Button component={RouterLink} size="small" to={routeTo('slots.submit', ids)}>
        {t('view.slotRequest', { icao })}
      </Button>
    ) : null;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t(departure ? 'card.departs' : 'card.arrives', { icao })}
      </Typography>
      <DetailList
        items={[
          {
            label: departure ? t('view.departure') : t('view.arrival'),
            value: (
              <>
                {airportLabel(event.airport)}
                {can(TRIP_ACTION_RIGHTS.editTrip) && (
                  <Box>
                    <Button
                      component={RouterLink}
                      size="small"
                      to={routeTo('legs.airport', ids)}
                      sx={{ ml: -0.5 }}
                    >
                      {t('view.airportPage', { icao })}
                    </Button>
                  </Box>
                )}
              </>
            ),
          },
          { label: departure ? t('view.etd') : t('view.eta'), value: at(event.scheduledAt) },
          {
            label: t('fields.requestedSlot'),
            value: (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <span>
                  {[t(`slotStatuses.${event.slot.status}`), event.slot.number]
                    .filter(Boolean)
                    .join(' · ')}
                  {event.slot.requestedAt !== null && <> · {at(event.slot.requestedAt)}</>}
                </span>
                {slotAction}
              </Stack>
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
      {mayShop && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            component={RouterLink}
            variant="outlined"
            to={routeTo('shop.providers', { ...ids, stepId: legId, airportId: event.airport.id })}
          >
            {t('view.shopServices', { icao })}
          </Button>
          <Button component={RouterLink} to={routeTo('shop.fuel', ids)}>
            {t('view.shopFuel', { icao })}
          </Button>
          <Button component={RouterLink} to={routeTo('shop.hangar', ids)}>
            {t('view.shopHangar', { icao })}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
