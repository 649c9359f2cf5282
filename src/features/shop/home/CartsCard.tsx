import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useCartEvents } from '@/entities/cart';
import { routeTo } from '@/lib/paths/routeTo';
import { CountCard, type CountCardState } from '@/lib/ui/cards';

/**
 * The carts waiting on this device (client state, entities/cart: no call); the card opens the
 * oldest one's checkout, or the trips when none waits.
 */
export default function CartsCard() {
  const { t, ready } = useTranslation('shop');
  const events = useCartEvents();
  const waiting = useMemo(
    () =>
      Object.values(events)
        .filter((event) => event.lines.length > 0)
        .map((event) => ({
          key: event.key,
          since: event.lines.map((line) => line.addedAt).sort()[0] ?? '',
        }))
        .sort((a, b) => a.since.localeCompare(b.since)),
    [events],
  );
  const oldest = waiting[0];
  const count = waiting.length;
  const card: CountCardState = ready
    ? {
        status: 'ready',
        count,
        to: oldest ? routeTo('shop.checkout', oldest.key) : routeTo('trips.list'),
        text: (
          <Trans
            t={t}
            i18nKey="home.cartsWaiting"
            count={count}
            values={{ count }}
            components={{ strong: <strong /> }}
          />
        ),
      }
    : { status: 'loading' };
  return <CountCard state={card} />;
}
