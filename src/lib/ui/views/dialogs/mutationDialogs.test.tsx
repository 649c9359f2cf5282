import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/lib/http/types';
import { makeStore } from '@/lib/store/makeStore';
import { required } from '@/lib/validation/rules';
import { TextField } from '../form/TextField';
import type { MutationCall } from '@/lib/api/mutationCall';
import { ActionDialog, ReasonField, reasonForm } from './ActionDialog';
import { ResourceFormDialog } from './ResourceFormDialog';

const done = (): MutationCall<{ id: number }> => ({ unwrap: () => Promise.resolve({ id: 1 }) });
const refused = (error: Partial<ApiError>): MutationCall<{ id: number }> => ({
  unwrap: () =>
    Promise.reject({
      kind: 'client',
      status: 400,
      message: '',
      fieldErrors: {},
      data: null,
      ...error,
    }),
});
const pending = () => {
  let finish: () => void = () => undefined;
  const call: MutationCall<{ id: number }> = {
    unwrap: () =>
      new Promise((resolve) => {
        finish = () => resolve({ id: 1 });
      }),
  };
  return { call, finish: () => finish() };
};

afterEach(async () => {
  await i18next.changeLanguage('en');
});

function renderWithStore(ui: ReactNode) {
  const user = userEvent.setup();
  render(<Provider store={makeStore(null)}>{ui}</Provider>);
  return user;
}

describe('ResourceFormDialog', () => {
  const schema = z.object({ name: required });

  it('saves, then closes', async () => {
    const mutation = vi.fn(done);
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const user = renderWithStore(
      <ResourceFormDialog
        title="Add a hangar"
        schema={schema}
        defaultValues={{ name: '' }}
        mutation={mutation}
        toPayload={(values) => ({ label: values.name })}
        onSaved={onSaved}
        onClose={onClose}
      >
        <TextField name="name" label="Name" />
      </ResourceFormDialog>,
    );
    expect(screen.getByRole('form', { name: 'Add a hangar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(mutation).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'North{Enter}');
    expect(mutation).toHaveBeenCalledWith({ label: 'North' });
    expect(onSaved).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays open with the server’s field error on its field', async () => {
    const onClose = vi.fn();
    const user = renderWithStore(
      <ResourceFormDialog
        title="Add a hangar"
        schema={schema}
        defaultValues={{ name: '' }}
        mutation={() => refused({ fieldErrors: { label: ['Already taken'] } })}
        fieldMap={{ label: 'name' }}
        onClose={onClose}
      >
        <TextField name="name" label="Name" />
      </ResourceFormDialog>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'North{Enter}');
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Already taken');
    expect(name).toHaveValue('North');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ActionDialog', () => {
  it('confirms a destructive action with the keyboard, waiting while it runs', async () => {
    const { call, finish } = pending();
    const mutation = vi.fn(() => call);
    const onClose = vi.fn();
    const user = renderWithStore(
      <ActionDialog
        title="Cancel the order?"
        message="The customer is told by email."
        confirmLabel="Cancel the order"
        destructive
        mutation={mutation}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the order?' });
    expect(dialog).toHaveAccessibleDescription('The customer is told by email.');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel the order' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(mutation).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: /Cancel the order/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('asks for a reason, and shows the server’s refusal while keeping it', async () => {
    const mutation = vi.fn((_payload: { reason: string }) =>
      refused({ message: 'errors.iata_already_exists', status: 422 }),
    );
    const onClose = vi.fn();
    const user = renderWithStore(
      <ActionDialog
        title="Refuse the quote?"
        {...reasonForm()}
        mutation={mutation}
        onClose={onClose}
      >
        <ReasonField label="Reason" />
      </ActionDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription('This field is required');
    expect(mutation).not.toHaveBeenCalled();
    await user.type(reason, 'Too late');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(mutation).toHaveBeenCalledWith({ reason: 'Too late' });
    expect(await screen.findByRole('alert')).toHaveTextContent('IATA code already exists');
    expect(reason).toHaveValue('Too late');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('titles a refusal in the screen’s words when told', async () => {
    const user = renderWithStore(
      <ActionDialog
        title="Delete the service?"
        destructive
        failureTitle="The item cannot be deleted"
        mutation={() => refused({ kind: 'server', status: 500 })}
        onClose={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The item cannot be deleted/);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('keeps the confirm button disabled until the values allow it', async () => {
    const mutation = vi.fn(done);
    const onClose = vi.fn();
    const user = renderWithStore(
      <ActionDialog
        title="Hand over the role?"
        defaultValues={{ heir: '' }}
        canConfirm={(values: { heir: string }) => values.heir !== ''}
        mutation={mutation}
        onClose={onClose}
      >
        <TextField<{ heir: string }> name="heir" label="Heir" />
      </ActionDialog>,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    const heir = screen.getByRole('textbox', { name: 'Heir' });
    await user.type(heir, 'x{Backspace}{Enter}');
    expect(confirm).toBeDisabled();
    expect(mutation).not.toHaveBeenCalled();
    await user.type(heir, 'North');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(mutation).toHaveBeenCalledWith({ heir: 'North' });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('unlocks a dangerous delete only once the word of the interface language is typed', async () => {
    const mutation = vi.fn(done);
    const onClose = vi.fn();
    const user = renderWithStore(
      <ActionDialog
        title="Delete the trip?"
        destructive
        confirmWord
        mutation={mutation}
        onClose={onClose}
      />,
    );
    const word = screen.getByRole('textbox', { name: 'Type DELETE to confirm' });
    expect(word).toHaveAccessibleDescription('Capital letters count.');
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(word, 'delete{Enter}');
    expect(confirm).toBeDisabled();
    expect(mutation).not.toHaveBeenCalled();
    await user.clear(word);
    await user.type(word, 'DELETE{Enter}');
    expect(mutation).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('asks for SUPPRIMER in French', async () => {
    await i18next.changeLanguage('fr');
    const mutation = vi.fn(done);
    const user = renderWithStore(
      <ActionDialog
        title="Supprimer ?"
        destructive
        confirmWord
        mutation={mutation}
        onClose={vi.fn()}
      />,
    );
    const word = screen.getByRole('textbox', { name: 'Saisissez SUPPRIMER pour confirmer' });
    expect(word).toHaveAccessibleDescription('Les majuscules comptent.');
    await user.type(word, 'DELETE');
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    await user.clear(word);
    await user.type(word, 'SUPPRIMER');
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(mutation).toHaveBeenCalledOnce();
  });

  it('asks for the word it is given, exactly', async () => {
    const mutation = vi.fn(done);
    const user = renderWithStore(
      <ActionDialog
        title="Delete the trip?"
        destructive
        confirmWord="Riviera"
        mutation={mutation}
        onClose={vi.fn()}
      />,
    );
    const name = screen.getByRole('textbox', { name: 'Type Riviera to confirm' });
    await user.type(name, 'riviera');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Riviera');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(mutation).toHaveBeenCalledOnce();
  });
});
