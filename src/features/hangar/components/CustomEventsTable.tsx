import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, StaticTable, useDisplayFormat } from '@/lib/ui';
import {
  useDeleteHangarCustomEventMutation,
  type HangarCalendarEntry,
  type HangarVariant,
} from '../api/hangar.api';
import { formatSlices } from '../model/customEventForm';

/** A custom event as the calendar gives it. */
export interface ShownEvent {
  id: number;
  name: string;
  reason: string | null;
  slices: number[];
  startDate: string;
  endDate: string;
}

export function shownEvents(entries: readonly HangarCalendarEntry[]): ShownEvent[] {
  return entries
    .filter((entry) => entry.holder.kind === 'event')
    .map((entry) => ({
      id: entry.holder.id,
      name: entry.holder.label,
      reason: entry.holder.reason ?? null,
      slices: entry.slices,
      startDate: entry.startDate,
      endDate: entry.endDate,
    }));
}

interface CustomEventsTableProps {
  variant: HangarVariant;
  events: readonly ShownEvent[];
  /** Edit and delete: absent without DASHBOARD_HANGAR_EDIT. */
  onEdit?: (event: ShownEvent) => void;
}

/** The custom events of the period, each changed through its form or deleted after a question. */
export function CustomEventsTable({ variant, events, onEdit }: CustomEventsTableProps) {
  const { t } = useTranslation('hangar');
  const format = useDisplayFormat();
  const [deleting, setDeleting] = useState<ShownEvent | null>(null);
  const [remove, removal] = useDeleteHangarCustomEventMutation();
  return (
    <>
      <StaticTable
        label={t('events.title')}
        rows={events}
        getRowId={(event) => event.id}
        rowHeader="name"
        emptyMessage={t('events.empty')}
        columns={[
          { id: 'name', header: t('events.name'), render: (event) => event.name },
          { id: 'reason', header: t('events.reason'), render: (event) => event.reason ?? '—' },
          { id: 'slices', header: t('events.slices'), render: (e) => formatSlices(e.slices) },
          {
            id: 'nights',
            header: t('events.nights'),
            render: (e) =>
              t('events.nightsRange', {
                from: format.date(e.startDate),
                to: format.date(e.endDate),
              }),
          },
        ]}
        rowActions={
          onEdit
            ? (event) => (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    aria-label={t('events.edit', { name: event.name })}
                    onClick={() => onEdit(event)}
                  >
                    {t('events.editShort')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('events.delete', { name: event.name })}
                    onClick={() => setDeleting(event)}
                  >
                    {t('events.deleteShort')}
                  </Button>
                </Stack>
              )
            : undefined
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('events.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('events.deleteMessage')}
        loading={removal.isLoading}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void remove({ id: deleting.id, variantId: variant.id })
            .unwrap()
            .then(() => setDeleting(null))
            .catch(() => undefined);
        }}
      />
    </>
  );
}
