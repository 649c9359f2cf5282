import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/lib/http/types';
import { i18next } from '@/lib/i18n/i18n';
import { makeStore } from '@/lib/store/makeStore';
import { CsvImportDialog, type CsvImportTexts } from './CsvImportDialog';

const REFUSAL = 'errors.parts_import_invalid';

// A namespace of the test's own, named as the dialog reads it.
const texts: CsvImportTexts = { ns: 'csvImportTest', prefix: 'parts' };

const WORDS = {
  parts: {
    dialogTitle: 'Import parts',
    howItWorks: 'One bad line and nothing is imported.',
    file: 'CSV file',
    send: 'Import',
    refused_one: '{{count}} error: nothing was imported.',
    refused_other: '{{count}} errors: nothing was imported.',
    errorsLabel: 'Errors of the file',
    line: 'Line',
    column: 'Column',
    reason: 'Reason',
  },
};

const refusal = (message: string, fieldErrors: Record<string, string[]>): ApiError => ({
  kind: 'client',
  status: 400,
  message,
  fieldErrors,
  data: null,
});

const csv = () => new File(['name;price\nbolt;x\n'], 'parts.csv', { type: 'text/csv' });

function renderDialog(upload: (file: File) => Promise<{ rows: number }>) {
  const onImported = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <Provider store={makeStore(null)}>
      <CsvImportDialog
        upload={upload}
        refusalKey={REFUSAL}
        texts={texts}
        onImported={onImported}
        onClose={onClose}
      />
    </Provider>,
  );
  const send = async (file: File | null) => {
    if (file) await user.upload(screen.getByLabelText(/^CSV file/), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));
  };
  return { onImported, onClose, send };
}

describe('CsvImportDialog', () => {
  beforeEach(() => {
    i18next.addResourceBundle('en', texts.ns, WORDS);
  });

  it('asks for a file before sending anything', async () => {
    const upload = vi.fn(() => Promise.resolve({ rows: 1 }));
    const { send, onClose } = renderDialog(upload);
    expect(screen.getByRole('dialog', { name: 'Import parts' })).toBeInTheDocument();
    expect(screen.getByText('One bad line and nothing is imported.')).toBeInTheDocument();
    await send(null);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('uploads the chosen file, then says it is imported and closes', async () => {
    const upload = vi.fn(() => Promise.resolve({ rows: 12 }));
    const { send, onImported, onClose } = renderDialog(upload);
    const file = csv();
    await send(file);
    expect(upload).toHaveBeenCalledWith(file);
    expect(onImported).toHaveBeenCalledWith({ rows: 12 });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('lists a refused file’s errors by line, imports nothing and stays open', async () => {
    const upload = vi.fn(() =>
      Promise.reject(
        refusal(REFUSAL, {
          'line.3.price': ['validator.required'],
          'line.2.price': ['Not a number'],
          'line.2.name': ['name: Already imported'],
        }),
      ),
    );
    const { send, onImported, onClose } = renderDialog(upload);
    await send(csv());
    expect(await screen.findByText('3 errors: nothing was imported.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Errors of the file' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // As a person reads the file: by line, then column; keys translated, field names removed.
    expect(rows).toEqual([
      ['2', 'name', 'Already imported'],
      ['2', 'price', 'Not a number'],
      ['3', 'price', 'This field is required'],
    ]);
    expect(onImported).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Import parts' })).toBeInTheDocument();
  });

  it('shows another refusal above the form, without the table of lines', async () => {
    const upload = vi.fn(() => Promise.reject(refusal('Bad request', { import: ['Empty file'] })));
    const { send, onImported } = renderDialog(upload);
    await send(csv());
    expect(await screen.findByText('Empty file')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Errors of the file' })).not.toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });
});
