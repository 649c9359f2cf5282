import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@/lib/ui';
import {
  useGetHangarCalendarQuery,
  useListHangarVariantsQuery,
  type HangarVariant,
} from '../api/hangar.api';
import { CustomEventDialog, type CustomEventDialogProps } from '../components/CustomEventDialog';
import { CustomEventsTable, shownEvents } from '../components/CustomEventsTable';
import { SliceGridSection } from '../components/SliceGridSection';
import { VariantSelect } from '../components/VariantSelect';
import { FROM_PARAM, addDays, gridStart } from '../model/gridPeriod';
import { useVariantParam } from '../model/useVariantParam';

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
  const [editing, setEditing] = useState<Editing | null>(null);
  const entries = useGetHangarCalendarQuery({
    variantId: variant.id,
    from: start,
    to: addDays(start, 13),
  });
  return (
    <>
      {canEdit && (
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" onClick={() => setEditing({})}>
            {t('events.add')}
          </Button>
        </Box>
      )}
      <SliceGridSection
        variant={variant}
        start={start}
        onStartChange={setStart}
        onSelect={canEdit ? (selection) => setEditing({ initial: selection }) : undefined}
      />
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
  const variants = useListHangarVariantsQuery(undefined);
  const { variant, select } = useVariantParam(variants.data);
  return (
    <>
      <PageHeader
        title={t('calendar.title')}
        subtitle={variant ? t('variant.airport', variant.airport) : undefined}
      />
      {variants.isError ? (
        <ErrorState message={t('failed')} onRetry={() => void variants.refetch()} />
      ) : !variants.data ? (
        <LoadingState />
      ) : !variant ? (
        <EmptyState message={t('empty')} />
      ) : (
        <>
          <Box sx={{ mb: 2 }}>
            <VariantSelect variants={variants.data} value={variant} onChange={select} />
          </Box>
          <VariantCalendar
            key={variant.id}
            variant={variant}
            canEdit={can('DASHBOARD_HANGAR_EDIT')}
          />
        </>
      )}
    </>
  );
}
