import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/lib/http/types';
import { makeStore } from '@/lib/store/makeStore';
import { required } from '@/lib/validation/rules';
import type { MutationCall } from '@/lib/api/mutationCall';
import { Form, SubmitButton } from '../../views/form/Form';
import { FormErrors } from '../../views/form/FormErrors';
import { TextField } from '../../views/form/TextField';
import { useMutationForm, type MutationFormOptions } from './useMutationForm';

const schema = z.object({ name: required, city: z.string() });
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
type Options = MutationFormOptions<Values, Output, { label: string }, { id: number }>;

const answered = (id: number): MutationCall<{ id: number }> => ({
  unwrap: () => Promise.resolve({ id }),
});
const refused = (error: ApiError): MutationCall<{ id: number }> => ({
  unwrap: () => Promise.reject(error),
});
const badRequest = (fieldErrors: Record<string, string[]>, message = 'Validation failed') => ({
  kind: 'client' as const,
  status: 400,
  message,
  fieldErrors,
  data: null,
});

function Harness({ send, ...props }: Partial<Options> & { send?: () => MutationCall }) {
  const [sent, setSent] = useState(false);
  const { form, submit, errors, failure, refusal, run } = useMutationForm({
    schema,
    defaultValues: { name: '', city: '' },
    mutation: () => answered(1),
    toPayload: (values) => ({ label: `${values.name} (${values.city})` }),
    ...props,
  });
  return (
    <Form form={form} onSubmit={submit} aria-label="Airport">
      <FormErrors messages={failure ? [failure.message] : errors} />
      <p role="status">{refusal ? `Refused: ${refusal.message}` : ''}</p>
      <TextField name="name" label="Name" />
      <TextField name="city" label="City" />
      <SubmitButton />
      {send && (
        <button type="button" onClick={() => void run(send).then(setSent)}>
          {sent ? 'Sent' : 'Send'}
        </button>
      )}
    </Form>
  );
}

function renderHarness(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  const store = makeStore(null);
  const { rerender } = render(
    <Provider store={store}>
      <Harness {...props} />
    </Provider>,
  );
  const update = (next: Partial<Options>) =>
    rerender(
      <Provider store={store}>
        <Harness {...next} />
      </Provider>,
    );
  const fill = async (name: string, city = 'Nice') => {
    await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
    await user.type(screen.getByRole('textbox', { name: 'City' }), city);
    await user.click(screen.getByRole('button', { name: 'Save' }));
  };
  return { user, fill, update };
}

describe('useMutationForm', () => {
  it('validates with the schema before sending anything', async () => {
    const mutation = vi.fn(() => answered(1));
    const { user } = renderHarness({ mutation });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(mutation).not.toHaveBeenCalled();
  });

  it('sends the payload and hands over what the server saved', async () => {
    const mutation = vi.fn(() => answered(7));
    const onSaved = vi.fn();
    const { fill } = renderHarness({ mutation, onSaved });
    await fill('Côte d’Azur');
    expect(mutation).toHaveBeenCalledWith({ label: 'Côte d’Azur (Nice)' });
    expect(onSaved).toHaveBeenCalledWith(
      { id: 7 },
      expect.objectContaining({ values: { name: 'Côte d’Azur', city: 'Nice' } }),
    );
  });

  it('makes the payload of what `prepare` gives, its refusal shown as the save’s', async () => {
    const mutation = vi.fn(() => answered(1));
    const prepare = vi
      .fn<(values: Output) => Promise<Output>>()
      .mockRejectedValueOnce(badRequest({}, 'Upload failed'))
      .mockImplementation((values) => Promise.resolve({ ...values, city: 'Nice (uploaded)' }));
    const { user, fill } = renderHarness({ mutation, prepare });
    await fill('LFMN');
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    expect(mutation).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(mutation).toHaveBeenCalledWith({ label: 'LFMN (Nice (uploaded))' });
  });

  it('puts server field errors on their fields through the field map, keeping the input', async () => {
    const error = badRequest({ label: ['validator.required'], iata: ['Unknown code'] });
    const { fill } = renderHarness({
      mutation: () => refused(error),
      fieldMap: { label: 'name' },
    });
    await fill('LFMN');
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('LFMN');
    // A field the form does not have: listed above the fields.
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown code');
  });

  it('says a message with values that found no field, its values filled in', async () => {
    const message = 'validator.offer.airports_max|{"max":1,"offer":"ESS"}';
    const { fill } = renderHarness({ mutation: () => refused(badRequest({ total: [message] })) });
    await fill('LFMN');
    expect(screen.getByRole('alert')).toHaveTextContent('Your offer ESS allows only 1 airport');
  });

  it('takes a field map that depends on the payload (a line of a list)', async () => {
    const error = badRequest({ 'lines[2].label': ['Too long'] });
    const { fill } = renderHarness({
      mutation: () => refused(error),
      fieldMap: (payload) => ({ 'lines[2].label': payload.label.length > 0 ? 'city' : 'name' }),
    });
    await fill('A');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Too long');
  });

  it('reports a business refusal as the form’s failure, and clears it on the next submit', async () => {
    const mutation = vi
      .fn<(payload: { label: string }) => MutationCall<{ id: number }>>()
      .mockReturnValueOnce(refused(badRequest({}, 'errors.iata_already_exists')))
      .mockReturnValueOnce(answered(2));
    const { user, fill } = renderHarness({ mutation });
    await fill('Nice');
    expect(screen.getByRole('alert')).toHaveTextContent('IATA code already exists');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Nice');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(mutation).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the whole refusal, field errors included, until the next submit', async () => {
    const mutation = vi
      .fn<(payload: { label: string }) => MutationCall<{ id: number }>>()
      .mockReturnValueOnce(refused(badRequest({ token: ['errors.token_not_found'] }, 'Bad token')))
      .mockReturnValueOnce(answered(2));
    const { user, fill } = renderHarness({ mutation });
    await fill('Nice');
    expect(screen.getByRole('status')).toHaveTextContent('Refused: Bad token');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(mutation).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('follows values loaded after the form, keeping what was typed', async () => {
    const { user, update } = renderHarness({
      values: { name: 'Nice', city: '' },
      resetOptions: { keepDirtyValues: true },
    });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(name).toHaveValue('Nice');
    await user.type(city, 'Cannes');
    update({
      values: { name: 'Nice Côte d’Azur', city: 'Antibes' },
      resetOptions: { keepDirtyValues: true },
    });
    expect(await screen.findByDisplayValue('Nice Côte d’Azur')).toBe(name);
    expect(city).toHaveValue('Cannes');
  });

  it('runs another mutation of the record, its refusal landing on the fields like the submit’s', async () => {
    const send = vi
      .fn<() => MutationCall>()
      .mockReturnValueOnce(refused(badRequest({ name: ['Not priced yet'], other: ['Too soon'] })))
      .mockReturnValueOnce(answered(3));
    const mutation = vi.fn(() => answered(1));
    const { user } = renderHarness({ mutation, send });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Not priced yet');
    expect(screen.getByRole('alert')).toHaveTextContent('Too soon');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sent' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();
  });
});
