import Button from '@mui/material/Button';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPhone } from '../table/testing/onPhone';
import { PageHeader } from './PageHeader';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderHeader(onPrint = vi.fn()) {
  render(
    <MemoryRouter>
      <PageHeader
        title="Order RJC-2026-001728"
        secondary={[{ id: 'print', label: 'Print the quote', onClick: onPrint }]}
        actions={<Button variant="contained">Request the invoice</Button>}
        menu={[{ id: 'duplicate', label: 'Duplicate', to: '/order/1/duplicate' }]}
      />
    </MemoryRouter>,
  );
  return within(screen.getByRole('group', { name: 'Page actions' }));
}

describe("PageHeader's actions", () => {
  it('shows the secondary actions as buttons before the primary one, then "⋯", in one group', async () => {
    const user = userEvent.setup();
    const actions = renderHeader();
    const buttons = actions.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Print the quote', 'Request the invoice', '']);
    await user.click(actions.getByRole('button', { name: 'More actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Duplicate']);
  });

  it('on a phone keeps the primary action and "⋯" together, the secondary ones inside "⋯"', async () => {
    onPhone();
    const user = userEvent.setup();
    const onPrint = vi.fn();
    const actions = renderHeader(onPrint);
    expect(screen.queryByRole('button', { name: 'Print the quote' })).not.toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Request the invoice' })).toBeInTheDocument();
    await user.click(actions.getByRole('button', { name: 'More actions' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Print the quote', 'Duplicate']);
    await user.click(screen.getByRole('menuitem', { name: 'Print the quote' }));
    expect(onPrint).toHaveBeenCalledOnce();
  });
});
