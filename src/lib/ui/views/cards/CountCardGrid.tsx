import Box from '@mui/material/Box';
import { Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import { CountCard } from './CountCard';
import { CountCardSlot, type CountCardStanding } from './countCardSlot';

/** A card of the grid: its id (the React key) and the component drawing it (often lazy). */
export interface GridCard {
  id: string;
  component: ComponentType;
}

/** The narrowest a card gets before the row wraps: three in a row at 1280 px, one at 360 px. */
const CARD_MIN_WIDTH = 260;

/**
 * The cards of work to do, in rows that fill (UI.md "Home"): each card grows from CARD_MIN_WIDTH
 * so a short last row shares the width instead of leaving holes, and the cards of a row have
 * one height. Once every card knows its count, those with nothing to do go after the others
 * (a stable sort: declared order within each group); until then the declared order stays, so
 * the page moves once at most. The order is the DOM's, so focus and screen readers follow it.
 */
export function CountCardGrid({ cards }: { cards: readonly GridCard[] }) {
  const [standings, setStandings] = useState<Readonly<Record<string, CountCardStanding>>>({});
  const report = useCallback((id: string, standing: CountCardStanding) => {
    setStandings((current) =>
      current[id] === standing ? current : { ...current, [id]: standing },
    );
  }, []);
  const settled = cards.every((card) => (standings[card.id] ?? 'loading') !== 'loading');
  const ordered = settled
    ? [...cards].sort(
        (a, b) => Number(standings[a.id] === 'empty') - Number(standings[b.id] === 'empty'),
      )
    : cards;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'stretch',
        gap: 2,
        '& > *': {
          flex: `1 1 ${CARD_MIN_WIDTH}px`,
          minWidth: 0,
          // A lone card (the operator's) keeps a card's width rather than a banner's.
          ...(cards.length === 1 && { maxWidth: { sm: 2 * CARD_MIN_WIDTH } }),
        },
      }}
    >
      {ordered.map(({ id, component }) => (
        <GridSlot key={id} id={id} Card={component} report={report} />
      ))}
    </Box>
  );
}

interface GridSlotProps {
  id: string;
  Card: ComponentType;
  report: (id: string, standing: CountCardStanding) => void;
}

function GridSlot({ id, Card, report }: GridSlotProps) {
  const reportHere = useMemo(
    () => (standing: CountCardStanding) => report(id, standing),
    [id, report],
  );
  return (
    <div>
      <CountCardSlot.Provider value={reportHere}>
        <Suspense fallback={<CountCard state={{ status: 'loading' }} />}>
          <Card />
        </Suspense>
      </CountCardSlot.Provider>
    </div>
  );
}
