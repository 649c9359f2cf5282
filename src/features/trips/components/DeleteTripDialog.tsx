import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { rememberCancelledQuotes, type Trip } from '@/entities/trip';
import { tripPaths } from '../paths';
import { useDeleteTripMutation } from '../api/trips.api';
import { servicesCancelledBy } from '../model/cascade';
import { CascadeConfirm } from './CascadeDialogs';

/**
 * Deletes the whole trip: a dangerous delete (the word typed) that lists the services it
 * cancels; once done, the list of trips says what was cancelled.
 */
export function DeleteTripDialog({ trip, onClose }: { trip: Trip; onClose: () => void }) {
  const { t } = useTranslation('trips');
  const navigate = useNavigate();
  const [deleteTrip, deletion] = useDeleteTripMutation();
  const confirm = async () => {
    // The kit's ActionDialog has no typed-word confirmation: DangerousDeleteDialog drives it.
    const answer = await deleteTrip(trip.id);
    if (!answer.data) return; // The http layer has shown the failure; the dialog stays to retry.
    rememberCancelledQuotes(trip.id, answer.data.cancelledQuotes, trip.name);
    onClose();
    void navigate(tripPaths.list());
  };
  return (
    <CascadeConfirm
      open
      title={t('cascade.deleteTripTitle', { name: trip.name })}
      services={servicesCancelledBy(trip, { kind: 'deleteTrip' })}
      confirmLabel={t('cascade.confirmDelete')}
      dangerous
      loading={deletion.isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
