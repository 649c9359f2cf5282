import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useFormMode } from './useFormMode';

function ModeOf() {
  return <p>{useFormMode()}</p>;
}

/** One page behind three routes, as defineResource declares them: the route carries the mode. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/crews/add', Component: ModeOf, handle: { formMode: 'add' } },
      { path: '/crews/:id/edit', Component: ModeOf, handle: { formMode: 'edit' } },
      { path: '/crews/:id/duplicate', Component: ModeOf, handle: { formMode: 'duplicate' } },
      { path: '/crews/:id/other', Component: ModeOf, handle: { formMode: 'remove' } },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('useFormMode', () => {
  it.each([
    ['/crews/add', 'add'],
    ['/crews/7/edit', 'edit'],
    ['/crews/7/duplicate', 'duplicate'],
  ])('reads the mode of %s from its route', async (path, mode) => {
    renderAt(path);
    expect(await screen.findByText(mode)).toBeInTheDocument();
  });

  it('falls back to add for a route that carries no known mode', async () => {
    renderAt('/crews/7/other');
    expect(await screen.findByText('add')).toBeInTheDocument();
  });
});
