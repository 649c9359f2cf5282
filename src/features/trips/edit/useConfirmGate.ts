import { useCallback, useState } from 'react';

interface Asking<Q> {
  question: Q;
  answer: (go: boolean) => void;
  /** Confirmed: the action runs, the confirmation waits for it (its buttons spin). */
  running: boolean;
}

/** What a dialog's mutation throws when the person declined its confirmation: nothing is sent. */
export const DECLINED = new Error('declined');

/**
 * A confirmation asked in the middle of a save (a change that cancels services): `ask` opens it
 * and resolves with the answer; the mutation then runs and `settled` closes it. The form under
 * it keeps what was typed whatever the answer.
 */
export function useConfirmGate<Q>() {
  const [asking, setAsking] = useState<Asking<Q> | null>(null);
  const ask = useCallback(
    (question: Q) =>
      new Promise<boolean>((resolve) => {
        const answer = (go: boolean) => {
          setAsking(go ? { question, answer, running: true } : null);
          resolve(go);
        };
        setAsking({ question, answer, running: false });
      }),
    [],
  );
  const settled = useCallback(() => setAsking(null), []);
  return { asking, ask, settled };
}
