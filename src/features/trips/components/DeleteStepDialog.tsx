import { useTranslation } from 'react-i18next';
import { rememberCancelledQuotes, type Trip, type TripStep } from '@/entities/trip';
import { notify } from '@/lib/feedback';
import { ActionDialog } from '@/lib/ui';
import { useDeleteStepMutation } from '../api/trips.api';
import { servicesCancelledBy } from '../model/cascade';
import { CancelledServicesList } from './CascadeDialogs';
import { stepTitle } from './stepTitle';

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
      onSaved={(result) => {
        rememberCancelledQuotes(trip.id, result.cancelledQuotes);
        // One toast naming the step (the call's generic one is off).
        notify({
          title: t('feedback.stepDeleted', { title: stepTitle(t, step) }),
          variant: 'success',
        });
      }}
      onClose={onClose}
    >
      <CancelledServicesList
        services={servicesCancelledBy(trip, { kind: 'deleteStep', stepId: step.id })}
      />
    </ActionDialog>
  );
}
