import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { DangerousDeleteDialog } from './DangerousDeleteDialog';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('ConfirmDialog', () => {
  it('confirms and cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Cancel the leg?"
        message="Its 2 orders will be cancelled."
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel the leg?' });
    expect(dialog).toHaveAccessibleDescription('Its 2 orders will be cancelled.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('waits while loading', () => {
    render(
      <ConfirmDialog
        open
        destructive
        loading
        title="Delete?"
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('DangerousDeleteDialog', () => {
  it('enables Delete only once DELETE is typed (English)', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DangerousDeleteDialog open onConfirm={onConfirm} onClose={vi.fn()} />);
    const input = screen.getByLabelText('Type DELETE to confirm');
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    await user.type(input, 'delete');
    expect(button).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'DELETE');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('asks for SUPPRIMER in French', async () => {
    await i18next.changeLanguage('fr');
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DangerousDeleteDialog open onConfirm={onConfirm} onClose={vi.fn()} />);
    const input = screen.getByLabelText('Saisissez SUPPRIMER pour confirmer');
    const button = screen.getByRole('button', { name: 'Supprimer' });
    await user.type(input, 'DELETE');
    expect(button).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'SUPPRIMER{Enter}');
    expect(button).toBeEnabled();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('accepts "delete" in any case in the alert variant', async () => {
    const user = userEvent.setup();
    render(<DangerousDeleteDialog open variant="alert" onConfirm={vi.fn()} onClose={vi.fn()} />);
    await user.type(screen.getByLabelText('Type delete to confirm'), 'DeLeTe');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('starts blank each time it opens', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <DangerousDeleteDialog open={open} onConfirm={vi.fn()} onClose={() => setOpen(false)} />
        </>
      );
    }
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('alertdialog'));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Type DELETE to confirm')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
