import { createContext, useContext, useEffect } from 'react';

/**
 * Where a count card stands, as its grid sorts it: `attention` (a count to act on, or a count
 * that failed: a retry to make), `empty` (nothing to do: it goes after the others), `loading`.
 */
export type CountCardStanding = 'attention' | 'empty' | 'loading';

/** The grid's slot a card reports to (none outside a CountCardGrid: a card alone reports nowhere). */
export const CountCardSlot = createContext<((standing: CountCardStanding) => void) | null>(null);

/** Tells the enclosing grid, if any, where this card stands (after render: never during it). */
export function useReportStanding(standing: CountCardStanding): void {
  const report = useContext(CountCardSlot);
  useEffect(() => {
    report?.(standing);
  }, [report, standing]);
}
