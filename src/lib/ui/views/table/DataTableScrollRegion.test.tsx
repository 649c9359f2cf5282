import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import type { DataTableColumn } from '../../controllers/table/types';

interface Slot {
  id: number;
  airport: string;
}

const columns: DataTableColumn<Slot>[] = [
  { id: 'airport', header: 'Airport', render: (slot) => slot.airport },
];

function renderTable() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <DataTable
          label="Slot requests"
          columns={columns}
          rows={[{ id: 1, airport: 'LFMN' }]}
          getRowId={(slot) => slot.id}
          totalItems={1}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

/** jsdom lays nothing out: the table is `content` px wide in a 500 px box. */
function contentWidth(content: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(500);
}

afterEach(() => vi.restoreAllMocks());

describe("DataTable's scrolling box", () => {
  it('is a named region reached with Tab when its columns overflow it (WCAG 2.1.1)', () => {
    contentWidth(900);
    renderTable();
    const region = screen.getByRole('region', { name: 'Slot requests, scrolls sideways' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Slot requests' }));
  });

  it('adds no tab stop while everything fits', () => {
    contentWidth(500);
    renderTable();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });
});
