import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface CardGridProps {
  children: ReactNode;
  /** A card's narrowest width in px before the grid drops a column. Default 260. */
  minCardWidth?: number;
  /** Names the group of cards (a region), already translated. */
  label?: string;
}

/**
 * Dashboard and home cards in as many columns as fit (one at 360 px, four on a wide screen),
 * all of one width; a wide card (ChartCard `wide`) spans two columns from md up.
 */
export function CardGrid({ children, minCardWidth = 260, label }: CardGridProps) {
  return (
    <Box
      component={label ? 'section' : 'div'}
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minCardWidth}px), 1fr))`,
        alignItems: 'stretch',
      }}
    >
      {children}
    </Box>
  );
}

/** What a card in the grid sets on itself to span two columns (from md up). */
export const wideCardSx = { gridColumn: { md: 'span 2' } } as const;
