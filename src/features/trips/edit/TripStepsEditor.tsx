import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { TRIP_ACTION_RIGHTS, stepEditRight } from '@/entities/trip';
import { useGetTripInfosQuery } from '@/entities/trip';
import type { FlightStep, TransferStep, Trip, TripCascadeResult, TripStep } from '@/entities/trip';
import { rememberCancelledQuotes } from '@/entities/trip';
import { EmptyState, ErrorState, PageHeader, RecordGate, useIdParam } from '@/lib/ui';
import { AirportTime } from '@/lib/ui/views/time/AirportTime';
import { tripPaths } from '../paths';
import { useTripOrganizationInfosQuery } from '../api/trips.api';
import { CancelledQuotesNotice } from '../components/CascadeDialogs';
import { DeleteStepDialog } from '../components/DeleteStepDialog';
import { stepTitle } from '../components/stepTitle';
import { FlightStepDialog } from './FlightStepDialog';
import { LegShopLinks } from './LegShopLinks';
import { TransferStepDialog } from './TransferStepDialog';
import { transferOrigins } from './transferForm';

type Editing =
  { kind: 'leg'; step: FlightStep | null } | { kind: 'transfer'; step: TransferStep | null } | null;

function StepSummary({ step }: { step: TripStep }) {
  const { t } = useTranslation('trips');
  if (step.className === 'TripTransfer') {
    const event = step.transferDeparture;
    return (
      <Stack spacing={0.5}>
        <Typography variant="body2">
          {t(`modes.${step.mode}`)} · {t('edit.passengersCount', { count: step.passengers })}
        </Typography>
        <Typography variant="body2">
          <AirportTime value={event.scheduledAt} timeZone={event.airport.timezone} />
        </Typography>
      </Stack>
    );
  }
  const { flightDeparture: departure, flightArrival: arrival } = step;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        {t('view.departure')} {departure.airport.icao} ·{' '}
        <AirportTime value={departure.scheduledAt} timeZone={departure.airport.timezone} />
      </Typography>
      <Typography variant="body2">
        {t('view.arrival')} {arrival.airport.icao} ·{' '}
        <AirportTime value={arrival.scheduledAt} timeZone={arrival.airport.timezone} />
      </Typography>
      <Typography variant="body2">
        {t('view.counts', { adults: step.adults, children: step.children, babies: step.babies })}
        {' · '}
        {t('edit.namedPassengers', { count: step.passengers.length })}
      </Typography>
    </Stack>
  );
}

function StepsContent({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  const infos = useTripOrganizationInfosQuery(undefined);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TripStep | null>(null);
  const title = t('edit.flightTitle', { name: trip.name });
  const can = useCan();
  const canTransfer = transferOrigins(trip).length > 0;
  // Transfers are TRIP_TRANSFER_EDIT's; the page itself (legs) needs TRIP_EDIT.
  const mayTransfer = can(TRIP_ACTION_RIGHTS.editTransfer);
  const onCascade = (result: TripCascadeResult) =>
    rememberCancelledQuotes(trip.id, result.cancelledQuotes);

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('menu.trips'), to: tripPaths.list() },
          { label: trip.name, to: tripPaths.view({ tripId: trip.id }) },
          { label: t('view.steps') },
        ]}
        actions={
          <Button component={RouterLink} to={tripPaths.view({ tripId: trip.id })}>
            {t('edit.done')}
          </Button>
        }
      />
      <CancelledQuotesNotice tripId={trip.id} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={() => setEditing({ kind: 'leg', step: null })}>
          {t('edit.addLeg')}
        </Button>
        {mayTransfer && (
          <Button
            variant="outlined"
            disabled={!canTransfer}
            onClick={() => setEditing({ kind: 'transfer', step: null })}
          >
            {t('edit.addTransfer')}
          </Button>
        )}
      </Stack>
      {mayTransfer && !canTransfer && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('edit.noEvent')}
        </Typography>
      )}
      {trip.tripSteps.length === 0 ? (
        <EmptyState message={t('view.noSteps')} />
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {trip.tripSteps.map((step) => {
            const name = stepTitle(t, step);
            return (
              <Paper component="li" key={step.id} variant="outlined" sx={{ p: 2 }}>
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    justifyContent: 'space-between',
                    alignItems: 'baseline',
                  }}
                >
                  <Typography component="h2" variant="h6">
                    {name}
                    {step.cancelled ? ` · ${t('view.cancelledStep')}` : ''}
                  </Typography>
                  {can(stepEditRight(step)) && (
                    <Stack direction="row" spacing={1}>
                      <Button
                        aria-label={t('edit.editStepOf', { title: name })}
                        onClick={() =>
                          setEditing(
                            step.className === 'TripFlight'
                              ? { kind: 'leg', step }
                              : { kind: 'transfer', step },
                          )
                        }
                      >
                        {t('edit.editStep')}
                      </Button>
                      <Button
                        color="error"
                        aria-label={t('view.deleteStepOf', { title: name })}
                        onClick={() => setRemoving(step)}
                      >
                        {t('cascade.confirmDelete')}
                      </Button>
                    </Stack>
                  )}
                </Box>
                <StepSummary step={step} />
                {step.className === 'TripFlight' && <LegShopLinks tripId={trip.id} leg={step} />}
              </Paper>
            );
          })}
        </Stack>
      )}
      {editing?.kind === 'leg' && (
        <FlightStepDialog
          trip={trip}
          step={editing.step}
          infos={infos.data}
          onCascade={onCascade}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'transfer' && (
        <TransferStepDialog
          trip={trip}
          step={editing.step}
          infos={infos.data}
          onCascade={onCascade}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <DeleteStepDialog
          trip={trip}
          step={removing}
          title={t('edit.removeStepTitle', { title: stepTitle(t, removing) })}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}

/** `/trip-edit/flight/{trip_id}` [TRIP_EDIT]: the trip's legs and transfers, in order. */
export function TripStepsEditor() {
  const { t } = useTranslation('trips');
  const id = useIdParam('tripId');
  const record = useGetTripInfosQuery(id ?? skipToken);
  // A malformed id is never loaded: say so rather than wait.
  if (id === null) return <ErrorState message={t('view.notFound')} />;
  return <RecordGate record={record}>{(trip) => <StepsContent trip={trip} />}</RecordGate>;
}
