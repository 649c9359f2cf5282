import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { findLegEvent } from '@/entities/trip';
import { useGetTripInfosQuery } from '@/entities/trip';
import { routeTo } from '@/lib/paths/routeTo';
import { EmptyState, PageHeader, RecordGate, useIdParam } from '@/lib/ui';
import { AirportTime } from '@/lib/ui/views/time/AirportTime';
import { AirportSection } from '../components/AirportSection';
import { FlightPlanSection } from '../components/FlightPlanSection';
import { GendecSection } from '../components/GendecSection';
import { PassengersSection } from '../components/PassengersSection';
import { PprSection } from '../components/PprSection';

/**
 * /airport/:tripId/:eventId/:legId [TRIP_EDIT]: one movement of a leg at its airport: the
 * airport and its validation, the passengers, the flight plan, the PPR and the gendec.
 */
export default function AirportPage() {
  const { t } = useTranslation('legs');
  const tripId = useIdParam('tripId');
  const eventId = useIdParam('eventId');
  const legId = useIdParam('legId');
  const record = useGetTripInfosQuery(tripId ?? skipToken);

  return (
    <RecordGate record={record}>
      {(trip) => {
        const crumbs = [{ label: trip.name, to: routeTo('trips.view', { tripId: trip.id }) }];
        const context =
          eventId === null || legId === null ? null : findLegEvent(trip, legId, eventId);
        if (context === null) {
          return (
            <>
              <PageHeader title={t('page.notFoundTitle')} breadcrumbs={crumbs} />
              <EmptyState message={t('page.notFound')} />
            </>
          );
        }
        const { event, origin, destination } = context;
        return (
          <>
            <PageHeader
              title={t('page.title', {
                airport: `${event.airport.icao} — ${event.airport.name}`,
                movement: t(`movements.${event.movementType}`),
              })}
              subtitle={
                <>
                  {`${origin.icao} → ${destination.icao} · `}
                  <AirportTime value={event.scheduledAt} timeZone={event.airport.timezone} />
                </>
              }
              breadcrumbs={[...crumbs, { label: event.airport.icao }]}
            />
            <Stack spacing={3} useFlexGap>
              <AirportSection context={context} />
              <PassengersSection context={context} />
              <FlightPlanSection key={`plan-${context.leg.id}`} context={context} />
              <PprSection context={context} />
              <GendecSection context={context} />
            </Stack>
          </>
        );
      }}
    </RecordGate>
  );
}
