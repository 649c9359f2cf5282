import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/lib/store/makeStore';
import { TextField } from '../form/TextField';
import type { MutationCall } from '../../controllers/resource/actions';
import { SectionForm } from './SectionForm';

interface Legal {
  vatNumber: string;
  legalForm: string | null;
}

const record = { data: { vatNumber: 'FR40123456789', legalForm: null }, refetch: () => undefined };
const save = (): MutationCall<Legal> => ({ unwrap: () => Promise.resolve(record.data) });
const serverDown = (): MutationCall<Legal> => ({
  unwrap: () =>
    Promise.reject({ kind: 'server', status: 500, message: '', fieldErrors: {}, data: null }),
});

function renderSection({
  readOnly,
  withView,
  failing = false,
}: {
  readOnly: boolean;
  withView: boolean;
  failing?: boolean;
}) {
  return render(
    <Provider store={makeStore(null)}>
      <SectionForm
        title="Legal"
        record={record}
        toValues={(legal: Legal) => legal}
        toPayload={(values: Legal) => values}
        save={failing ? serverDown : save}
        failureTitle="Changes cannot be saved"
        readOnly={readOnly}
        view={
          withView
            ? (legal) => [
                { label: 'VAT number', value: legal.vatNumber },
                { label: 'Legal form', value: legal.legalForm },
              ]
            : undefined
        }
      >
        <TextField name="vatNumber" label="VAT number" />
      </SectionForm>
    </Provider>,
  );
}

describe('SectionForm', () => {
  it('shows a read-only section as labels and values, without inputs or save button', () => {
    renderSection({ readOnly: true, withView: true });
    const section = screen.getByRole('region', { name: 'Legal' });
    const terms = within(section).getAllByRole('term');
    const values = within(section).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['VAT number', 'Legal form']);
    expect(values[0]).toHaveTextContent('FR40123456789');
    // A missing value is a dash, named for screen readers.
    expect(values[1]).toHaveTextContent('Not provided');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('edits the same section in a form with its save button', () => {
    renderSection({ readOnly: false, withView: true });
    const form = screen.getByRole('form', { name: 'Legal' });
    expect(within(form).getByRole('textbox', { name: 'VAT number' })).toHaveValue('FR40123456789');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('keeps the fields, disabled, for a read-only section that gives no view', () => {
    renderSection({ readOnly: true, withView: false });
    const form = screen.getByRole('form', { name: 'Legal' });
    expect(within(form).getByRole('textbox', { name: 'VAT number' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says a save refused for no field in its words, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderSection({ readOnly: false, withView: false, failing: true });
    const form = screen.getByRole('form', { name: 'Legal' });
    const vat = within(form).getByRole('textbox', { name: 'VAT number' });
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.clear(vat);
    await user.type(vat, 'FR99');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Changes cannot be saved');
    expect(vat).toHaveValue('FR99');
  });
});
