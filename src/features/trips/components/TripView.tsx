import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { useDownloadAction } from '@/lib/files';
import { stepEditRight, tripTone } from '@/entities/trip';
import {
  EmptyState,
  StatusChip,
  PageHeader,
  RecordGate,
  useDisplayFormat,
  useIdParam,
  type OverflowMenuItem,
} from '@/lib/ui';
import { tripPaths } from '../paths';
import { tripExportDownload } from '../api/trips.api';
import { useGetTripInfosQuery } from '@/entities/trip';
import type { Trip, TripStep } from '@/entities/trip';
import { CancelledQuotesNotice } from './CascadeDialogs';
import { DeleteStepDialog } from './DeleteStepDialog';
import { DeleteTripDialog } from './DeleteTripDialog';
import { FlightStepSection } from './FlightStepSection';
import { NextStepBanner, slotRequestTo, useNextStep } from './NextStepBanner';
import { TransferStepSection } from './TransferStepSection';

type Deleting = { kind: 'trip' } | { kind: 'step'; step: TripStep } | null;

function TripContent({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  const can = useCan();
  const show = useDisplayFormat();
  const [deleting, setDeleting] = useState<Deleting>(null);
  const canEdit = can('TRIP_EDIT');
  const next = useNextStep(trip);
  // One filled button a page: the slot an airport waits for, else editing the trip.
  const slot = next?.kind === 'requestSlot' ? next : null;
  const exportPdf = useDownloadAction('export', t('view.export'), tripExportDownload(trip.id));
  const editTo = tripPaths.editFlight({ tripId: trip.id });
  // Editing is the primary action unless a slot waits: then it is secondary ("⋯" on a phone).
  const secondaryEdit = canEdit && slot ? [{ id: 'edit', label: t('view.edit'), to: editTo }] : [];

  // Deleting a step is in its "⋯" menu, still confirmed by a dialog listing what it cancels.
  const stepMenu = (step: TripStep): OverflowMenuItem[] =>
    can(stepEditRight(step))
      ? [
          {
            id: 'delete',
            label: t('view.deleteStep'),
            destructive: true,
            onClick: () => setDeleting({ kind: 'step', step }),
          },
        ]
      : [];

  const menu: OverflowMenuItem[] = [
    ...(canEdit
      ? [
          {
            id: 'aircraft',
            label: t('view.editAircraft'),
            to: tripPaths.editAircraft({ tripId: trip.id }),
          },
        ]
      : []),
    ...(can('TRIP_DELETE')
      ? [
          {
            id: 'delete',
            label: t('view.deleteTrip'),
            destructive: true,
            onClick: () => setDeleting({ kind: 'trip' }),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={trip.name}
        status={<StatusChip tone={tripTone(trip.status)} label={t(`statuses.${trip.status}`)} />}
        facts={[
          t(`types.${trip.type}`),
          trip.aircraft
            ? `${trip.aircraft.name} ${trip.aircraft.registration}`
            : t('card.noAircraft'),
          trip.startAt
            ? t('card.firstDeparture', { time: show.dateTime(trip.startAt, 'UTC') })
            : null,
          trip.organization.name,
        ]}
        breadcrumbs={[{ label: t('list.title'), to: tripPaths.list() }, { label: trip.name }]}
        secondary={[exportPdf, ...secondaryEdit]}
        actions={
          slot ? (
            <Button component={RouterLink} to={slotRequestTo(trip.id, slot)} variant="contained">
              {t('next.requestSlot', { icao: slot.icao })}
            </Button>
          ) : (
            canEdit && (
              <Button component={RouterLink} to={editTo} variant="contained">
                {t('view.edit')}
              </Button>
            )
          )
        }
        menu={menu}
      />
      <CancelledQuotesNotice tripId={trip.id} />
      <Stack spacing={2} useFlexGap>
        <NextStepBanner trip={trip} step={next} />
        <Typography component="h2" variant="h5">
          {t('view.steps')}
        </Typography>
        {trip.tripSteps.length === 0 && <EmptyState message={t('view.noSteps')} />}
        {[...trip.tripSteps]
          .sort((a, b) => a.position - b.position)
          .map((step) =>
            step.className === 'TripFlight' ? (
              <FlightStepSection key={step.id} tripId={trip.id} step={step} menu={stepMenu(step)} />
            ) : (
              <TransferStepSection
                key={step.id}
                step={step}
                tripId={trip.id}
                menu={stepMenu(step)}
              />
            ),
          )}
      </Stack>
      {deleting?.kind === 'trip' && (
        <DeleteTripDialog trip={trip} onClose={() => setDeleting(null)} />
      )}
      {deleting?.kind === 'step' && (
        <DeleteStepDialog
          trip={trip}
          step={deleting.step}
          title={t('cascade.deleteStepTitle')}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}

/** `/trips/{trip_id}` and `/trip-view/{trip_id}` [TRIP_VIEW]: one trip, its steps in order. */
export function TripView() {
  const { t } = useTranslation('trips');
  const id = useIdParam('tripId');
  const record = useGetTripInfosQuery(id ?? skipToken);
  if (id === null) return <EmptyState message={t('view.notFound')} />;
  return <RecordGate record={record}>{(trip) => <TripContent trip={trip} />}</RecordGate>;
}
