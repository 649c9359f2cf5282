import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/lib/http/types';
import { i18next } from '@/lib/i18n/i18n';
import { RecordGate, type BackTo } from './RecordGate';
import { RecordMissing } from './RecordMissing';

function apiError(status: number, message = 'No'): ApiError {
  return {
    kind: status === 403 ? 'forbidden' : status >= 500 ? 'server' : 'client',
    status,
    message,
    fieldErrors: {},
    data: null,
  };
}

/** The gate on /parts/9 (opened from /parts when `fromList`), the record's read failed. */
function renderGate(
  status: number,
  {
    backTo,
    fromList = false,
    failureTitle,
    message,
  }: { backTo?: BackTo; fromList?: boolean; failureTitle?: string; message?: string } = {},
) {
  const refetch = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/parts', element: <p>Parts list</p> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
      {
        path: '/parts/:id',
        element: (
          <RecordGate
            record={{ error: apiError(status, message), refetch }}
            backTo={backTo}
            failureTitle={failureTitle}
          >
            {() => <p>The record</p>}
          </RecordGate>
        ),
      },
    ],
    {
      initialEntries: fromList ? ['/parts', '/parts/9'] : ['/parts/9'],
      initialIndex: fromList ? 1 : 0,
    },
  );
  render(<RouterProvider router={router} />);
  return { refetch, router };
}

describe('RecordGate', () => {
  it("says a record is missing in the server's words when it gave a known key", async () => {
    i18next.addResourceBundle(
      'en',
      'http',
      { errors: { part_gone: 'This part was scrapped' } },
      true,
    );
    renderGate(404, { message: 'errors.part_gone' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part was scrapped');
    expect(alert).toHaveTextContent('does not exist, or you cannot see it');
    expect(alert).not.toHaveTextContent('Not found');
  });

  it.each([404, 403])('a record answered %i is missing: a way back, no retry', async (status) => {
    const user = userEvent.setup();
    const { router } = renderGate(status, { backTo: { to: '/elsewhere', label: 'Elsewhere' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Not found.*does not exist, or you cannot see it/,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('without backTo, goes back to the previous page', async () => {
    const user = userEvent.setup();
    const { router } = renderGate(404, { fromList: true });
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/parts'));
  });

  it('opened first in the tab, leads to the home page', () => {
    renderGate(404);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('any other failure keeps the error with its retry', async () => {
    const user = userEvent.setup();
    const { refetch } = renderGate(503);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
  });

  it('says a failure in the screen’s words when told, the catalogue’s why under it', () => {
    renderGate(503, { failureTitle: 'Error fetching product data' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error fetching product data');
    expect(alert).toHaveTextContent('The server could not process the request');
    expect(alert).not.toHaveTextContent('Server error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('RecordMissing says what is missing when told', () => {
    render(
      <MemoryRouter>
        <RecordMissing
          title="No item for this slug"
          detail="Wrong tab"
          backTo={{ to: '/parts', label: 'Parts' }}
        />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No item for this slugWrong tab');
    expect(alert).not.toHaveTextContent('Not found');
    expect(screen.getByRole('link', { name: 'Back to Parts' })).toHaveAttribute('href', '/parts');
  });
});
