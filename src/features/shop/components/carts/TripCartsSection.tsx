import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { totalsByCurrency, type CartEvent, type TripCarts } from '@/entities/cart';
import { useGetTripInfosQuery, type Trip } from '@/entities/trip';
import { useFormatters } from '@/lib/format';
import { routeTo } from '@/lib/paths/routeTo';
import { tripEventOf } from './tripEvent';

/** One trip's carts: the trip's name (a link to it), then a card per airport. */
export function TripCartsSection({
  trip,
  onNavigate,
}: {
  trip: TripCarts;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('common');
  const { data } = useGetTripInfosQuery(trip.tripId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        <Link
          component={RouterLink}
          to={routeTo('trips.detail', { tripId: trip.tripId })}
          onClick={onNavigate}
          underline="hover"
          color="inherit"
        >
          {data?.name ?? t('carts.trip', { id: trip.tripId })}
        </Link>
      </Typography>
      <Stack spacing={1.5}>
        {trip.carts.map((cart) => (
          <CartCard key={cart.key.eventId} cart={cart} trip={data} onNavigate={onNavigate} />
        ))}
      </Stack>
    </section>
  );
}

function CartCard({
  cart,
  trip,
  onNavigate,
}: {
  cart: CartEvent;
  trip: Trip | undefined;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('common');
  const format = useFormatters();
  const event = trip ? tripEventOf(trip, cart.key.eventId) : null;
  const place = event
    ? `${event.airport.icao} · ${event.airport.name}`
    : t('carts.airport', { id: cart.key.airportId });
  const totals = totalsByCurrency(cart.lines);
  return (
    <Paper variant="outlined" component="article" aria-label={place} sx={{ p: 1.5 }}>
      <Typography variant="subtitle2" component="h4">
        {place}
      </Typography>
      {event && (
        <Typography variant="caption" color="text.secondary">
          {t(`carts.movement.${event.movementType}`, {
            at: format.dateTime(event.scheduledAt, event.airport.timezone),
          })}
        </Typography>
      )}
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {cart.lines.map((line) => (
          <Typography component="li" variant="body2" key={line.id}>
            {t('carts.line', {
              product: line.productName,
              quantity: line.quantity,
              provider: line.provider.name,
            })}
          </Typography>
        ))}
      </Stack>
      <Divider />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}
      >
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {totals.length === 0
            ? t('carts.toBeQuoted')
            : t('carts.total', {
                amount: totals
                  .map((entry) => format.money(entry.totals.totalIncludingTax, entry.currency))
                  .join(' + '),
              })}
        </Typography>
        <Button
          component={RouterLink}
          to={routeTo('shop.checkout', cart.key)}
          onClick={onNavigate}
          variant="contained"
          size="small"
          aria-label={t('carts.checkoutAt', { place })}
        >
          {t('carts.checkout')}
        </Button>
      </Stack>
    </Paper>
  );
}
