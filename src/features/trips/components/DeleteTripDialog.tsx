import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { rememberCancelledQuotes, type Trip } from '@/entities/trip';
import { ActionDialog } from '@/lib/ui';
import { tripPaths } from '../paths';
import { useDeleteTripMutation } from '../api/trips.api';
import { servicesCancelledBy } from '../model/cascade';
import { CancelledServicesItems } from './CascadeDialogs';

/**
 * Deletes the whole trip: a dangerous delete (the word typed) that lists the services it
 * cancels; once done, the list of trips says what was cancelled. Mount it when it opens.
 */
export function DeleteTripDialog({ trip, onClose }: { trip: Trip; onClose: () => void }) {
  const { t } = useTranslation('trips');
  const navigate = useNavigate();
  const [deleteTrip] = useDeleteTripMutation();
  const services = servicesCancelledBy(trip, { kind: 'deleteTrip' });
  return (
    <ActionDialog
      title={t('cascade.deleteTripTitle', { name: trip.name })}
      message={services.length === 0 ? t('cascade.nothingToCancel') : t('cascade.willCancel')}
      destructive
      confirmWord
      confirmLabel={t('cascade.confirmDelete')}
      mutation={() => deleteTrip(trip.id)}
      onSaved={(result) => {
        rememberCancelledQuotes(trip.id, result.cancelledQuotes, trip.name);
        void navigate(tripPaths.list());
      }}
      onClose={onClose}
    >
      {services.length > 0 && <CancelledServicesItems services={services} />}
    </ActionDialog>
  );
}
