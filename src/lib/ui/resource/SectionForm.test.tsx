import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/lib/store/makeStore';
import { TextField } from '../form/TextField';
import type { MutationCall } from './actions';
import { SectionForm } from './SectionForm';

interface Legal {
  vatNumber: string;
  legalForm: string | null;
}

const record = { data: { vatNumber: 'FR40123456789', legalForm: null }, refetch: () => undefined };
const save = (): MutationCall<Legal> => ({ unwrap: () => Promise.resolve(record.data) });

function renderSection({ readOnly, withView }: { readOnly: boolean; withView: boolean }) {
  return render(
    <Provider store={makeStore(null)}>
      <SectionForm
        title="Legal"
        record={record}
        toValues={(legal: Legal) => legal}
        toPayload={(values: Legal) => values}
        save={save}
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
});
