/**
 * FullCalendar's defaults an axe scan refuses, fixed once for every calendar: the other months'
 * day numbers at 30 % opacity (too little contrast) become secondary text, and the toolbar's
 * chevrons are characters (`CALENDAR_ARROWS` as `buttonText`, `buttonIcons={false}`) rather than
 * icon spans with role="img" and no text. The buttons keep FullCalendar's hints as their names.
 */
export const CALENDAR_A11Y_SX = {
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
} as const;

export const CALENDAR_ARROWS = { prev: '‹', next: '›' } as const;
