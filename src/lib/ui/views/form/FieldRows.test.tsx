import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldGrid, FieldRows, type FieldRowsProps } from './FieldRows';

function renderRows(props: Partial<FieldRowsProps> = {}) {
  const onRemove = vi.fn();
  const onAdd = vi.fn();
  render(
    <FieldRows
      legend="Price slices"
      hint="Largest first"
      rows={[{ id: 'a' }, { id: 'b' }]}
      rowLabel={(index) => `Slice ${index + 1}`}
      removeLabel={(index) => `Remove slice ${index + 1}`}
      onRemove={onRemove}
      columns={{ xs: '1fr 1fr auto' }}
      add={{ label: 'Add a slice', onClick: onAdd }}
      {...props}
    >
      {(index) => <input aria-label={`Places ${index + 1}`} />}
    </FieldRows>,
  );
  return { onRemove, onAdd };
}

describe('FieldRows', () => {
  it('names the list and each row, each row with its fields and its remove button', async () => {
    const user = userEvent.setup();
    const { onRemove } = renderRows();
    const list = screen.getByRole('group', { name: 'Price slices' });
    expect(within(list).getByRole('group', { name: 'Slice 1' })).not.toHaveAttribute('data-framed');
    expect(list).toHaveTextContent('Largest first');
    const second = within(list).getByRole('group', { name: 'Slice 2' });
    expect(within(second).getByRole('textbox', { name: 'Places 2' })).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Remove slice 2' }));
    expect(onRemove).toHaveBeenCalledWith(1);
  });

  it('frames each row on a phone only when told', () => {
    renderRows({ framedOnPhone: true });
    expect(screen.getByRole('group', { name: 'Slice 1' })).toHaveAttribute('data-framed', 'true');
  });

  it('says a note under each row, inside the row, when given', () => {
    renderRows({ rowNote: (index) => `Slice ${index + 1} costs less` });
    const second = screen.getByRole('group', { name: 'Slice 2' });
    expect(within(second).getByText('Slice 2 costs less')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Slice 1' })).not.toHaveTextContent('Slice 2 costs');
  });

  it('adds a row', async () => {
    const user = userEvent.setup();
    const { onAdd } = renderRows();
    await user.click(screen.getByRole('button', { name: 'Add a slice' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('disables the add button when told, with its footer', () => {
    renderRows({
      add: { label: 'Add a slice', onClick: vi.fn(), disabled: true },
      footer: 'Up to 2 slices',
    });
    expect(screen.getByRole('button', { name: 'Add a slice' })).toBeDisabled();
    expect(screen.getByText('Up to 2 slices')).toBeInTheDocument();
  });

  it('says the list’s own error as an alert, and nothing when there is none', () => {
    renderRows({ rows: [], error: 'Add at least one slice' });
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one slice');
    expect(screen.queryByRole('group', { name: /^Slice/ })).toBeNull();
  });

  it('FieldGrid lays its fields out side by side', () => {
    render(
      <FieldGrid columns="1fr 1fr 1fr">
        <input aria-label="Unit" />
        <input aria-label="VAT" />
      </FieldGrid>,
    );
    const grid = screen.getByRole('textbox', { name: 'Unit' }).parentElement;
    expect(grid).toHaveStyle({ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr' });
    expect(grid).toContainElement(screen.getByRole('textbox', { name: 'VAT' }));
  });
});
