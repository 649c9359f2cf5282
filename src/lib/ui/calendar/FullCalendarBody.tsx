import type { DatesSetArg, EventClickArg, EventInput, MoreLinkMountArg } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CalendarEvent } from './calendarEvent';
import { CALENDAR_ARROWS, calendarThemeSx, toneClass } from './calendarSx';
import { CALENDAR_VIEWS, calendarViewOf } from './calendarUrlState';
import type { CalendarUrlState } from './useCalendarUrlState';

const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const CROSSED = 'calendar-event-crossed';
const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const TOOLBAR = { left: 'prev,next today', center: 'title', right: CALENDAR_VIEWS.join(',') };

function toEventInput(event: CalendarEvent): EventInput {
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    classNames: [
      ...(event.classNames ?? []),
      toneClass(event.tone ?? (event.crossed ? 'muted' : 'info')),
      ...(event.crossed ? [CROSSED] : []),
    ],
    // Only when there is one: FullCalendar writes an explicit undefined as href="undefined".
    ...(event.to === undefined ? {} : { url: event.to }),
  };
}

export interface FullCalendarBodyProps {
  state: CalendarUrlState;
  events: readonly CalendarEvent[];
  dayMaxEvents: boolean;
}

/**
 * FullCalendar's "+n more" is an `<a>` without href carrying aria-expanded and an empty
 * aria-controls, which an axe scan refuses: it opens a popover, so it is a button.
 */
function nameMoreLinkAsButton({ el }: MoreLinkMountArg) {
  el.setAttribute('role', 'button');
  if (!el.getAttribute('aria-controls')) el.removeAttribute('aria-controls');
}

/** A month cell shows this many events, then "+N more" (UI.md "Calendars"). */
const EVENTS_PER_DAY = 3;

/** CalendarView's FullCalendar, in its own chunk (CalendarView loads it lazily). */
export default function FullCalendarBody({ state, events, dayMaxEvents }: FullCalendarBodyProps) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const inputs = useMemo(() => events.map(toEventInput), [events]);
  const { onShown } = state;

  const onDatesSet = (arg: DatesSetArg) =>
    onShown({
      view: calendarViewOf(arg.view.type),
      // The view's current date (a month view's range starts in the previous month).
      date: arg.view.currentStart.toISOString().slice(0, 10),
      start: arg.startStr.slice(0, 10),
      end: arg.endStr.slice(0, 10),
    });
  // The event is a real link (keyboard, new tab); a plain click stays inside the app.
  const onEventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    if (arg.event.url) void navigate(arg.event.url);
  };

  return (
    <Box
      sx={(theme) => ({
        ...calendarThemeSx(theme),
        [`& .${CROSSED}, & .${CROSSED} .fc-event-title`]: { textDecoration: 'line-through' },
        overflowX: 'auto',
      })}
    >
      <FullCalendar
        plugins={PLUGINS}
        initialView={state.initialView}
        initialDate={state.initialDate}
        headerToolbar={TOOLBAR}
        buttonIcons={false}
        buttonText={CALENDAR_ARROWS}
        locales={[frLocale]}
        locale={i18n.language.startsWith('fr') ? 'fr' : 'en'}
        firstDay={1}
        timeZone="UTC"
        eventTimeFormat={TIME_FORMAT}
        slotLabelFormat={TIME_FORMAT}
        height="auto"
        dayMaxEvents={dayMaxEvents ? EVENTS_PER_DAY : false}
        // Every event a tonal block, timed ones too (a month view would draw them as a dot).
        eventDisplay="block"
        events={inputs}
        moreLinkDidMount={nameMoreLinkAsButton}
        datesSet={onDatesSet}
        eventClick={onEventClick}
      />
    </Box>
  );
}
