/** The hangar calendar shows its slice grid, or the month and week calendar (`?shown=calendar`). */
export const SHOWN_PARAM = 'shown';
export type Shown = 'grid' | 'calendar';

export function shownOf(raw: string | null): Shown {
  return raw === 'calendar' ? 'calendar' : 'grid';
}
