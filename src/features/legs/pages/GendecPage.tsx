import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { findLegEvent } from '@/entities/trip';
import { useGetTripInfosQuery } from '@/entities/trip';
import { routeTo } from '@/lib/paths/routeTo';
import { EmptyState, PageHeader, RecordGate, useIdParam } from '@/lib/ui';
import { GendecSection } from '../components/GendecSection';

/**
 * /trip/:tripId/step/:stepId/gendec [TRIP_GENDEC_VIEW]: one leg's general declaration, for who
 * prepares gendecs without the right to edit the trip (the airport page needs TRIP_EDIT).
 */
export default function GendecPage() {
  const { t } = useTranslation('legs');
  const tripId = useIdParam('tripId');
  const stepId = useIdParam('stepId');
  const record = useGetTripInfosQuery(tripId ?? skipToken);
  return (
    <RecordGate record={record}>
      {(trip) => {
        const crumbs = [{ label: trip.name, to: routeTo('trips.view', { tripId: trip.id }) }];
        const leg = trip.tripSteps.find((step) => step.id === stepId);
        const context =
          leg?.className === 'TripFlight'
            ? findLegEvent(trip, leg.id, leg.flightDeparture.id)
            : null;
        if (context === null) {
          return (
            <>
              <PageHeader title={t('page.notFoundTitle')} breadcrumbs={crumbs} />
              <EmptyState message={t('page.notFound')} />
            </>
          );
        }
        const title = t('page.gendecTitle', {
          from: context.origin.icao,
          to: context.destination.icao,
        });
        return (
          <>
            <PageHeader title={title} breadcrumbs={[...crumbs, { label: title }]} />
            <GendecSection context={context} />
          </>
        );
      }}
    </RecordGate>
  );
}
