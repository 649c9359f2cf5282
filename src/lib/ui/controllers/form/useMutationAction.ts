import { useState } from 'react';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import type { ApiError } from '@/lib/http/types';
import type { MutationCall } from '@/lib/api/mutationCall';

export interface MutationAction {
  /** Sends the call; resolves true once done, false when refused (kept in `failure`). */
  run: <R>(call: () => MutationCall<R>) => Promise<boolean>;
  /** The last refusal, for the view to say (ApiErrorMessage); cleared by the next run. */
  failure: ApiError | null;
  /** True while a call runs (its buttons wait). */
  running: boolean;
  /** Forgets the last refusal (another action was chosen). */
  reset: () => void;
}

/**
 * A one-click action with no form (send the acknowledgement): one button, one mutation, its
 * refusal kept for the view beside the button. The http layer shows the success toast.
 */
export function useMutationAction(): MutationAction {
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [running, setRunning] = useState(false);
  const run = async <R>(call: () => MutationCall<R>) => {
    setFailure(null);
    setRunning(true);
    try {
      await call().unwrap();
      return true;
    } catch (caught) {
      setFailure(apiErrorOf(caught));
      return false;
    } finally {
      setRunning(false);
    }
  };
  return { run, failure, running, reset: () => setFailure(null) };
}
