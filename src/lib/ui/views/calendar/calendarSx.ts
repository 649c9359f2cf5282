import { alpha, type Theme } from '@mui/material/styles';
import { STATUS_TONES, toneColours, type StatusTone } from '../../controllers/status/statusTone';

/**
 * FullCalendar themed from the palette, in every skin (UI.md "Calendars"): its CSS variables and
 * the few rules its variables do not reach. The toolbar looks like MUI's outlined buttons, the
 * weekday header is secondary text on the paper, today a primary tint, and each event a tonal
 * block of its status tone (`toneClass`). Also what an axe scan refuses in FullCalendar's
 * defaults: the other months' day numbers at 30 % opacity become secondary text, and the
 * toolbar's chevrons are characters (`CALENDAR_ARROWS` as `buttonText`, `buttonIcons={false}`)
 * rather than icon spans with role="img" and no text.
 */
export function calendarThemeSx(theme: Theme) {
  const { palette } = theme;
  const primary = palette.primary.main;
  const events = Object.fromEntries(
    STATUS_TONES.map((tone) => {
      const colours = toneColours(theme, tone);
      return [
        `& .fc .${toneClass(tone)}`,
        {
          backgroundColor: colours.background,
          borderColor: colours.border,
          color: colours.text,
          '& .fc-event-main, & .fc-event-time, & .fc-event-title': { color: colours.text },
          '& .fc-list-event-dot': { borderColor: colours.text },
        },
      ];
    }),
  );
  return {
    '& .fc': {
      '--fc-border-color': palette.divider,
      '--fc-page-bg-color': palette.background.paper,
      '--fc-neutral-bg-color': palette.action.hover,
      '--fc-neutral-text-color': palette.text.secondary,
      '--fc-today-bg-color': alpha(primary, 0.08),
      '--fc-highlight-color': alpha(primary, 0.12),
      '--fc-list-event-hover-bg-color': palette.action.hover,
      '--fc-now-indicator-color': palette.error.main,
      color: palette.text.primary,
      fontSize: theme.typography.body2.fontSize,
    },
    '& .fc a': { color: 'inherit', textDecoration: 'none' },
    '& .fc .fc-toolbar-title': { ...theme.typography.h6, fontWeight: 600 },
    // A phone (360 px): the title on its own line first, the two button groups under it, each
    // view's name whole ("Day" and "List" were cut off).
    [theme.breakpoints.down('sm')]: {
      '& .fc .fc-header-toolbar': { flexWrap: 'wrap', rowGap: theme.spacing(1) },
      '& .fc .fc-toolbar-chunk:nth-of-type(2)': {
        order: -1,
        flexBasis: '100%',
        textAlign: 'center',
      },
      '& .fc .fc-toolbar-title': { fontSize: '1.0625rem' },
      '& .fc .fc-button': { paddingInline: theme.spacing(1) },
    },
    '& .fc .fc-col-header-cell': { backgroundColor: palette.background.paper },
    '& .fc .fc-col-header-cell-cushion': {
      color: palette.text.secondary,
      fontWeight: 600,
      fontSize: '0.8125rem',
    },
    '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: palette.text.secondary },
    '& .fc .fc-timegrid-slot-label, & .fc .fc-list-day-cushion': {
      color: palette.text.secondary,
    },
    '& .fc .fc-list-day-cushion': { backgroundColor: palette.action.hover },
    '& .fc .fc-daygrid-more-link': { color: palette.primary.main, fontWeight: 600 },
    ...TARGET_SIZE_SX,
    '& .fc .fc-button': {
      backgroundColor: 'transparent',
      color: primary,
      border: `1px solid ${alpha(primary, 0.5)}`,
      borderRadius: '6px',
      boxShadow: 'none',
      fontWeight: 500,
      textTransform: 'none',
      // Sentence case, as every button (UI.md): FullCalendar's English says "month", "today".
      '&::first-letter': { textTransform: 'uppercase' },
      '&:hover': { backgroundColor: alpha(primary, 0.08), borderColor: primary, color: primary },
      '&:focus, &:focus-visible': { boxShadow: `0 0 0 2px ${alpha(primary, 0.4)}` },
      '&:disabled': { opacity: 0.6, backgroundColor: 'transparent', color: primary },
    },
    '& .fc .fc-button-primary:not(:disabled).fc-button-active, & .fc .fc-button-primary:not(:disabled):active':
      {
        // Solid, like a contained button: a tint would depend on what the calendar sits on.
        backgroundColor: primary,
        borderColor: primary,
        color: palette.primary.contrastText,
      },
    ...events,
  } as const;
}

/** WCAG 2.2's minimum target (2.5.8): every event and "+n more" is at least this tall. */
export const MIN_TARGET_PX = 24;

/**
 * FullCalendar draws a month's events and its "+n more" about 18 px tall, and short events of a
 * week as tall as their minutes: each becomes a 24 px target (axe found 105 and 149 too small).
 * Heights only: FullCalendar measures the events it lays out, so a day still shows three.
 */
const TARGET_SIZE_SX = {
  '& .fc .fc-daygrid-event, & .fc .fc-timegrid-event, & .fc .fc-list-event-title a': {
    minHeight: MIN_TARGET_PX,
  },
  '& .fc .fc-daygrid-event': {
    display: 'flex',
    alignItems: 'center',
    '& > .fc-event-main': { flex: '1 1 auto', minWidth: 0 },
  },
  '& .fc .fc-list-event-title a': { display: 'inline-flex', alignItems: 'center' },
  '& .fc .fc-daygrid-more-link, & .fc .fc-timegrid-more-link, & .fc .fc-popover-close': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: MIN_TARGET_PX,
    minWidth: MIN_TARGET_PX,
    paddingInline: '4px',
  },
} as const;

/** The class that colours an event by its status tone. */
export function toneClass(tone: StatusTone): string {
  return `calendar-tone-${tone}`;
}

export const CALENDAR_ARROWS = { prev: '‹', next: '›' } as const;
