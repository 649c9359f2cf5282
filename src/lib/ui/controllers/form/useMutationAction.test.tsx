import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MutationCall } from '@/lib/api/mutationCall';
import { useMutationAction } from './useMutationAction';

function Harness({ call }: { call: () => MutationCall }) {
  const { run, running, failure, reset } = useMutationAction();
  return (
    <>
      <button onClick={reset}>Open the claim</button>
      <button disabled={running} onClick={() => void run(call)}>
        Send the acknowledgement
      </button>
      {failure && <p role="alert">{failure.message}</p>}
    </>
  );
}

const refusal = {
  kind: 'client',
  status: 422,
  message: 'Already sent',
  fieldErrors: {},
  data: null,
};

describe('useMutationAction', () => {
  it('waits while the call runs, keeps its refusal, and clears it on the next run', async () => {
    let finish: (error?: unknown) => void = () => undefined;
    const call = vi.fn((): MutationCall => ({
      unwrap: () =>
        new Promise((resolve, reject) => {
          finish = (error) => (error ? reject(error) : resolve(null));
        }),
    }));
    const user = userEvent.setup();
    render(<Harness call={call} />);
    const button = screen.getByRole('button', { name: 'Send the acknowledgement' });
    await user.click(button);
    expect(button).toBeDisabled();
    finish(refusal);
    expect(await screen.findByRole('alert')).toHaveTextContent('Already sent');
    expect(button).toBeEnabled();
    // Another action chosen: the refusal is forgotten.
    await user.click(screen.getByRole('button', { name: 'Open the claim' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(button);
    finish(refusal);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    // The next run clears it, and succeeds.
    await user.click(button);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    finish();
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(3);
  });
});
