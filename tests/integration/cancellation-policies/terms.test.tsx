import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';
import { uploadsCarry } from '@tests/utils/uploads';

const SLOW = { timeout: 15000 };
const termsOf = (id: number) => db.cancellationPolicies.find((p) => p.id === id)?.termsFileId;

async function edit(id: number) {
  const app = await renderRoute(`/cancellation-policy/${id}/edit`, {
    as: 'seller',
    preferences: { language: 'en' },
  });
  await waitFor(
    () => expect(screen.getByRole('group', { name: 'Condition 1' })).toBeVisible(),
    SLOW,
  );
  return app;
}

/** Saves the form; the policy's page shows once saved. */
async function save(
  user: ReturnType<typeof userEvent.setup>,
  app: Awaited<ReturnType<typeof edit>>,
) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(app.location().pathname).toBe('/cancellation-policy/11/show'), SLOW);
}

describe('the terms document of a policy', () => {
  it(
    'uploads a new pdf as the policy is saved, then keeps it until it is removed',
    { timeout: 60000 },
    async () => {
      const user = userEvent.setup();
      await uploadsCarry('%PDF-1.4');
      expect(termsOf(11)).toBeNull();
      const app = await edit(11);
      const input = document.querySelector<HTMLInputElement>('input[type=file]');
      if (!input) throw new Error('no file input');
      await user.upload(input, new File(['%PDF-1.4'], 'terms.pdf', { type: 'application/pdf' }));
      await save(user, app);
      await waitFor(() => expect(termsOf(11)).toEqual(expect.any(Number)));
      const stored = db.uploadedFiles.find((file) => file.id === termsOf(11));
      if (!stored) throw new Error('no stored file');
      // jsdom's multipart loses the file's name: the link is named as the demo API stored it.
      expect(await screen.findByRole('link', { name: stored.name }, SLOW)).toBeVisible();

      const again = await edit(11);
      await user.click(screen.getByRole('button', { name: `Remove ${stored.name}` }));
      expect(screen.getByRole('button', { name: /Choose a file/ })).toBeVisible();
      await save(user, again);
      await waitFor(() => expect(termsOf(11)).toBeNull());
    },
  );
});
