import { useTranslation } from 'react-i18next';
import { rememberCancelledQuotes, type Trip, type TripStep } from '@/entities/trip';
import { ActionDialog } from '@/lib/ui';
import { useDeleteStepMutation } from '../api/trips.api';
import { servicesCancelledBy } from '../model/cascade';
import { CancelledServicesList } from './CascadeDialogs';

export interface DeleteStepDialogProps {
  trip: Trip;
  step: TripStep;
  /** Already translated. */
  title: string;
  onClose: () => void;
}

/**
 * Deletes a step of the trip after saying which services it cancels; what the cascade cancelled
 * is remembered for the trip's notice. Mount it when it opens.
 */
export function DeleteStepDialog({ trip, step, title, onClose }: DeleteStepDialogProps) {
  const { t } = useTranslation('trips');
  const [deleteStep] = useDeleteStepMutation();
  return (
    <ActionDialog
      title={title}
      destructive
      confirmLabel={t('cascade.confirmDelete')}
      mutation={() => deleteStep({ tripId: trip.id, stepId: step.id })}
      onSaved={(result) => rememberCancelledQuotes(trip.id, result.cancelledQuotes)}
      onClose={onClose}
    >
      <CancelledServicesList
        services={servicesCancelledBy(trip, { kind: 'deleteStep', stepId: step.id })}
      />
    </ActionDialog>
  );
}
