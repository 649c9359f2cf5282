import type { TripCascadeResult } from '@/entities/trip';
import type { MutationCall } from '@/lib/ui';

type StepChanges<P> = { tripId: number; stepId: number } & Omit<P, 'tripId'>;

/**
 * The mutation of a step's dialog: PATCH the step edited, or POST a new one. Its answer is what
 * the edit's cascade cancelled (null for a new step, which cancels nothing).
 */
export function saveStep<P extends { tripId: number }>(
  step: { id: number } | null,
  create: (payload: P) => MutationCall,
  update: (changes: StepChanges<P>) => MutationCall<TripCascadeResult>,
): (payload: P) => MutationCall<TripCascadeResult | null> {
  return (payload) => ({
    unwrap: async () => {
      if (!step) {
        await create(payload).unwrap();
        return null;
      }
      const { tripId, ...changes } = payload;
      return update({ tripId, stepId: step.id, ...changes }).unwrap();
    },
  });
}
