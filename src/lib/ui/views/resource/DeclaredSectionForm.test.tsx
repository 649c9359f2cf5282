import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/lib/store/makeStore';
import type { MutationCall } from '../../controllers/resource/actions';
import type { FormDeclaration } from '../../controllers/resource/formDeclaration';
import { DeclaredSectionForm } from './DeclaredSectionForm';

interface Terms {
  name: string;
  period: string;
  renewed: boolean;
  price: number;
  rate: number;
}

const FORM: FormDeclaration<Terms, Terms, Terms> = {
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true },
    {
      name: 'period',
      kind: 'select',
      label: 'Period',
      options: ['month', 'year'],
      optionLabels: 'periods',
    },
    { name: 'renewed', kind: 'checkbox', label: 'Renewed' },
    { name: 'price', kind: 'money', label: 'Price' },
    { name: 'rate', kind: 'percent', label: 'Rate' },
  ],
  defaults: { name: '', period: 'month', renewed: false, price: 0, rate: 0 },
  toValues: (terms) => terms,
  toPayload: (values) => values,
};
const record = {
  data: { name: 'Pro', period: 'year', renewed: true, price: 1250, rate: 7.5 },
  refetch: () => undefined,
};

function renderSection(readOnly: boolean, save = vi.fn<(terms: Terms) => MutationCall<Terms>>()) {
  save.mockImplementation((terms) => ({ unwrap: () => Promise.resolve(terms) }));
  render(
    <Provider store={makeStore(null)}>
      <DeclaredSectionForm
        title="Terms"
        form={FORM}
        ns="ui"
        record={record}
        save={save}
        readOnly={readOnly}
        currency="CHF"
      />
    </Provider>,
  );
  return save;
}

describe('DeclaredSectionForm', () => {
  it('reads as text when read only: a flag as yes, an amount in its currency, no input', () => {
    renderSection(true);
    const section = screen.getByRole('region', { name: 'Terms' });
    expect(within(section).getByText('Pro')).toBeInTheDocument();
    expect(within(section).getByText('Yes')).toBeInTheDocument();
    expect(within(section).getByText('CHF 1,250.00')).toBeInTheDocument();
    expect(within(section).getByText('7.5 %')).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('checks the declared rules, then saves the payload', async () => {
    const user = userEvent.setup();
    const save = renderSection(false);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.type(name, 'Premium');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        name: 'Premium',
        period: 'year',
        renewed: true,
        price: 1250,
        rate: 7.5,
      }),
    );
  });
});
