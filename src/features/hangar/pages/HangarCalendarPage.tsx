import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { ErrorState, LoadingState } from '@/lib/ui';
import { useGetHangarCalendarQuery, type HangarVariant } from '../api/hangar.api';
import { CustomEventDialog, type CustomEventDialogProps } from '../components/CustomEventDialog';
import { CustomEventsTable, shownEvents } from '../components/CustomEventsTable';
import { HangarMonthCalendar } from '../components/HangarMonthCalendar';
import { SliceGridSection } from '../components/SliceGridSection';
import { VariantFrame } from '../components/VariantFrame';
import { SHOWN_PARAM, shownOf, type Shown } from '../model/calendarShown';
import { FROM_PARAM, GRID_DAYS, addDays, gridStart } from '../model/gridPeriod';

type Editing = Pick<CustomEventDialogProps, 'event' | 'initial'>;

function VariantCalendar({ variant, canEdit }: { variant: HangarVariant; canEdit: boolean }) {
  const { t } = useTranslation('hangar');
  const [params, setParams] = useSearchParams();
  const start = gridStart(params.get(FROM_PARAM), variant.airport.timezone);
  const setStart = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set(FROM_PARAM, next);
        return copy;
      },
      { replace: true },
    );
  const shown = shownOf(params.get(SHOWN_PARAM));
  const setShown = (next: Shown) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set(SHOWN_PARAM, next);
        return copy;
      },
      { replace: true },
    );
  const [editing, setEditing] = useState<Editing | null>(null);
  const entries = useGetHangarCalendarQuery({
    variantId: variant.id,
    from: start,
    to: addDays(start, GRID_DAYS - 1),
  });
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shown}
          aria-label={t('calendar.showAs')}
          onChange={(_event, next: Shown | null) => next && setShown(next)}
        >
          <ToggleButton value="grid">{t('calendar.grid')}</ToggleButton>
          <ToggleButton value="calendar">{t('calendar.monthWeek')}</ToggleButton>
        </ToggleButtonGroup>
        {canEdit && shown === 'grid' && (
          <Button variant="contained" onClick={() => setEditing({})}>
            {t('events.add')}
          </Button>
        )}
      </Box>
      {shown === 'grid' ? (
        <SliceGridSection
          variant={variant}
          start={start}
          onStartChange={setStart}
          onSelect={canEdit ? (selection) => setEditing({ initial: selection }) : undefined}
        />
      ) : (
        <HangarMonthCalendar
          variant={variant}
          onCreate={canEdit ? (nights) => setEditing({ initial: nights }) : undefined}
        />
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('events.title')}
      </Typography>
      {entries.isError ? (
        <ErrorState onRetry={() => void entries.refetch()} />
      ) : entries.currentData ? (
        <CustomEventsTable
          variant={variant}
          events={shownEvents(entries.currentData)}
          onEdit={canEdit ? (event) => setEditing({ event }) : undefined}
        />
      ) : (
        <LoadingState />
      )}
      {editing && (
        <CustomEventDialog variant={variant} {...editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

/** /hangar/calendar: a variant's slices by days, its bookings and custom events. */
export default function HangarCalendarPage() {
  const { t } = useTranslation('hangar');
  const can = useCan();
  return (
    <VariantFrame title={t('calendar.title')}>
      {(variant) => (
        <VariantCalendar
          key={variant.id}
          variant={variant}
          canEdit={can('DASHBOARD_HANGAR_EDIT')}
        />
      )}
    </VariantFrame>
  );
}
