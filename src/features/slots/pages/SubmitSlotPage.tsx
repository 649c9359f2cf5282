import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { findLegEvent } from '@/entities/trip';
import { useGetTripInfosQuery } from '@/entities/trip';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { useCan } from '@/lib/auth/useCan';
import { useAppSelector } from '@/lib/store/hooks';
import { routeTo } from '@/lib/paths/routeTo';
import { EmptyState, PageHeader, RecordGate, useIdParam } from '@/lib/ui';
import { slotPaths } from '../paths';
import { DeclineSlot } from '../components/DeclineSlot';
import { SlotAttributionForm, SlotRequestForm } from '../components/SlotForms';
import { SlotMovement } from '../components/SlotMovement';
import { canDeclineSlot, slotPowers, slotStage, type SlotContext } from '../model/slotEvent';

function SlotActions({ context }: { context: SlotContext }) {
  const { t } = useTranslation('slots');
  const can = useCan();
  const stage = slotStage(context.leg, context.event);
  const organizationId = useAppSelector(selectSelectedOrganizationId);
  const powers = slotPowers(context, organizationId, can);
  const { trip, event, leg } = context;
  return (
    <Stack spacing={2} useFlexGap>
      {stage === 'cancelled' && <Alert severity="warning">{t('stages.cancelled')}</Alert>}
      {stage === 'validate_airport' && (
        <Alert
          severity="warning"
          action={
            // The airport page needs TRIP_EDIT, validating the airport TRIP_AIRPORT_EDIT.
            can('TRIP_EDIT') &&
            can('TRIP_AIRPORT_EDIT') && (
              <Button
                component={RouterLink}
                color="inherit"
                to={routeTo('legs.airport', { tripId: trip.id, eventId: event.id, legId: leg.id })}
              >
                {t('actions.validateAirport')}
              </Button>
            )
          }
        >
          {t('stages.validateAirport')}
        </Alert>
      )}
      {stage === 'awaiting' && <Alert severity="info">{t('stages.awaiting')}</Alert>}
      {stage === 'attributed' && <Alert severity="success">{t('stages.attributed')}</Alert>}
      {stage === 'request' && powers.request && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <SlotRequestForm context={context} />
        </Paper>
      )}
      {stage === 'awaiting' && powers.decide && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <SlotAttributionForm context={context} />
        </Paper>
      )}
      {powers.decide && <DeclineSlot context={context} available={canDeclineSlot(stage)} />}
    </Stack>
  );
}

/** /submit-slot/:tripId/:eventId/:legId [TRIP_SLOT_MANAGEMENT_VIEW]: one movement's slot. */
export default function SubmitSlotPage() {
  const { t } = useTranslation('slots');
  const tripId = useIdParam('tripId');
  const eventId = useIdParam('eventId');
  const legId = useIdParam('legId');
  const record = useGetTripInfosQuery(tripId ?? skipToken);
  const breadcrumbs = [{ label: t('list.title'), to: slotPaths.management() }];

  return (
    <RecordGate record={record}>
      {(trip) => {
        const context =
          eventId === null || legId === null ? null : findLegEvent(trip, legId, eventId);
        if (context === null) {
          return (
            <>
              <PageHeader title={t('submit.notFoundTitle')} breadcrumbs={breadcrumbs} />
              <EmptyState message={t('submit.notFound')} />
            </>
          );
        }
        return (
          <>
            <PageHeader
              title={t('submit.title', {
                airport: context.event.airport.icao,
                movement: t(`movements.${context.event.movementType}`),
              })}
              subtitle={trip.name}
              breadcrumbs={[...breadcrumbs, { label: trip.name }]}
            />
            <Stack spacing={2} useFlexGap>
              <SlotActions context={context} />
              <SlotMovement context={context} />
            </Stack>
          </>
        );
      }}
    </RecordGate>
  );
}
