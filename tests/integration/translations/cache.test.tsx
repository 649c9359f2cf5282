import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15_000 };

async function clearWith(word: string) {
  const user = userEvent.setup();
  await renderRoute('/cache', { as: 'operator' });
  await screen.findByRole('table', { name: 'Parts of the cache' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Clear the cache' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Clear the cache?' });
  const confirm = within(dialog).getByRole('button', { name: 'Clear the cache' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox'), word);
  await user.click(confirm);
  return dialog;
}

describe('/cache', { timeout: 60_000 }, () => {
  it('says what the cache holds and rebuilds it once the word is typed', async () => {
    await clearWith('DELETE');
    const table = screen.getByRole('table', { name: 'Parts of the cache' });
    for (const part of ['Public configuration', 'Translations', 'Enumerations']) {
      expect(within(table).getByRole('rowheader', { name: part })).toBeInTheDocument();
    }
    await screen.findByText('Successfully deleted', {}, SLOW);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says "The cache could not be cleared" when the server refuses', async () => {
    server.use(
      mock.delete('*/api/cache', () =>
        HttpResponse.json({ code: 500, message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const dialog = await clearWith('DELETE');
    expect(
      await within(dialog).findByText('The cache could not be cleared', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('is closed to a seller', async () => {
    await renderRoute('/cache', { as: 'seller' });
    expect(await screen.findByText('You are not authorized', {}, SLOW)).toBeInTheDocument();
  });
});
