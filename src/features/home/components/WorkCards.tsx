import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { routeTo } from '@/lib/paths/routeTo';
import { useCartEvents } from '@/entities/cart';
import { useHomeWorkCountQuery } from '../api/home.api';
import type { ListCount, WorkCard } from '../model/workCards';
import { WorkCardFrame, type WorkCardState } from './WorkCardFrame';

/** The list's URL with the card's filters. */
function listLink(count: ListCount): string {
  return `${routeTo(count.route)}?${new URLSearchParams(count.search).toString()}`;
}

/** A count read from its list, fresh at each visit; a failure stays on its own card. */
function ListCountCard({ card, count }: { card: WorkCard; count: ListCount }) {
  const query = useHomeWorkCountQuery(
    { list: count.list, params: count.params },
    { refetchOnMountOrArgChange: true },
  );
  const state: WorkCardState =
    query.data !== undefined
      ? { status: 'ready', count: query.data, to: listLink(count) }
      : query.isError
        ? { status: 'error', retry: () => void query.refetch() }
        : { status: 'loading' };
  return <WorkCardFrame id={card.id} state={state} />;
}

/** The carts wait on this device (entities/cart); the card opens the oldest one's checkout. */
function CartsCard({ card }: { card: WorkCard }) {
  const events = useCartEvents();
  const state = useMemo((): WorkCardState => {
    const waiting = Object.values(events)
      .filter((event) => event.lines.length > 0)
      .map((event) => ({
        key: event.key,
        since: event.lines.map((line) => line.addedAt).sort()[0] ?? '',
      }))
      .sort((a, b) => a.since.localeCompare(b.since));
    const oldest = waiting[0];
    const to = oldest ? routeTo('shop.checkout', oldest.key) : routeTo('trips.list');
    return { status: 'ready', count: waiting.length, to };
  }, [events]);
  return <WorkCardFrame id={card.id} state={state} />;
}

export function WorkCards({ cards }: { cards: readonly WorkCard[] }) {
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.id} size={{ xs: 12, sm: 6, lg: 4 }}>
          {card.count.kind === 'carts' ? (
            <CartsCard card={card} />
          ) : (
            <ListCountCard card={card} count={card.count} />
          )}
        </Grid>
      ))}
    </Grid>
  );
}
