import type {
  DateSelectArg,
  DatesSetArg,
  EventApi,
  EventClickArg,
  EventDropArg,
  EventInput,
  MoreLinkMountArg,
} from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AddIcon } from '../icons';
import type { CalendarEditing, CalendarTimes } from '../../controllers/calendar/calendarEditing';
import type { CalendarEvent } from '../../controllers/calendar/calendarEvent';
import { CalendarTimesDialog } from './CalendarTimesDialog';
import { CALENDAR_ARROWS, calendarThemeSx, toneClass } from './calendarSx';
import { CALENDAR_VIEWS, calendarViewOf } from '../../controllers/calendar/calendarUrlState';
import type { CalendarUrlState } from '../../controllers/calendar/useCalendarUrlState';

const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const CROSSED = 'calendar-event-crossed';
const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const TOOLBAR = { left: 'prev,next today', center: 'title', right: CALENDAR_VIEWS.join(',') };

function toEventInput(event: CalendarEvent, movable: boolean): EventInput {
  return {
    id: event.id,
    editable: movable && event.editable !== false,
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
  /** Given when the resource says the calendar is editable. */
  editing?: CalendarEditing;
  /** Moves an event on screen at once and asks the server (useOptimisticMoves). */
  onMove?: (event: CalendarEvent, times: CalendarTimes) => void;
}

/** The keyboard form: of an event's times, or of a new one. */
interface TimesForm {
  event?: CalendarEvent;
  times: CalendarTimes;
}

const HOUR_MS = 3_600_000;

/** A new event's default: the next whole hour, for an hour. */
function nextHour(now = Date.now()): CalendarTimes {
  const start = Math.ceil(now / HOUR_MS) * HOUR_MS;
  return { start: new Date(start).toISOString(), end: new Date(start + HOUR_MS).toISOString() };
}

function timesOf(event: EventApi): CalendarTimes | null {
  const { start, end } = event;
  return start ? { start: start.toISOString(), end: (end ?? start).toISOString() } : null;
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
export default function FullCalendarBody(props: FullCalendarBodyProps) {
  const { state, events, dayMaxEvents, editing, onMove } = props;
  const { t, i18n } = useTranslation('ui');
  const navigate = useNavigate();
  const movable = editing?.onMove !== undefined && onMove !== undefined;
  const onCreate = editing?.onCreate;
  const inputs = useMemo(
    () => events.map((event) => toEventInput(event, movable)),
    [events, movable],
  );
  const byId = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  const [form, setForm] = useState<TimesForm | null>(null);
  const { onShown } = state;

  const onDatesSet = (arg: DatesSetArg) =>
    onShown({
      view: calendarViewOf(arg.view.type),
      // The view's current date (a month view's range starts in the previous month).
      date: arg.view.currentStart.toISOString().slice(0, 10),
      start: arg.startStr.slice(0, 10),
      end: arg.endStr.slice(0, 10),
    });
  // The event is a real link (keyboard, new tab); a plain click stays inside the app. In an
  // editable calendar a click or Enter opens the form of its times (which links to its page).
  const onEventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const event = byId.get(arg.event.id);
    if (movable && event && event.editable !== false) {
      setForm({ event, times: { start: event.start, end: event.end ?? event.start } });
    } else if (arg.event.url) void navigate(arg.event.url);
  };
  const onChanged = (arg: EventDropArg | EventResizeDoneArg) => {
    const event = byId.get(arg.event.id);
    const times = timesOf(arg.event);
    if (event && times && onMove) onMove(event, times);
    else arg.revert();
  };
  const onSelect = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    onCreate?.({ start: arg.start.toISOString(), end: arg.end.toISOString() });
  };

  return (
    <>
      {onCreate && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setForm({ times: nextHour() })}
          >
            {editing?.createLabel ?? t('calendar.newEvent')}
          </Button>
        </Box>
      )}
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
          editable={movable}
          // Events without a page are reached with Tab too: Enter opens their form.
          eventInteractive={movable ? true : undefined}
          eventDrop={onChanged}
          eventResize={onChanged}
          selectable={onCreate !== undefined}
          select={onSelect}
        />
      </Box>
      {form && (
        <CalendarTimesDialog
          title={
            form.event
              ? t('calendar.timesOf', { title: form.event.title })
              : (editing?.createLabel ?? t('calendar.newEvent'))
          }
          initial={form.times}
          to={form.event?.to}
          onClose={() => setForm(null)}
          onSubmit={(times) => {
            if (form.event) onMove?.(form.event, times);
            else onCreate?.(times);
          }}
        />
      )}
    </>
  );
}
