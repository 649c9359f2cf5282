/**
 * Field names are typed against the form's values: the `@ts-expect-error` lines below are
 * checked by `tsc --noEmit` (tests are in tsconfig), so a misspelled name that compiled would
 * fail the type check. The tests also prove the typed fields bind at run time.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateTimeField } from './DateTimeField';
import { fieldsFor } from './fieldsFor';
import { renderForm } from './testing/FormHarness';
import { TextField } from './TextField';

interface CrewFormValues {
  firstName: string;
  crewRole: 'captain' | 'other' | null;
  licence: { number: string; expiry: string | null };
  aircraftTypes: string[];
}

const { TextField: CrewTextField, SelectField: CrewSelectField } = fieldsFor<CrewFormValues>();
const ROLES = [
  { value: 'captain', label: 'Captain' },
  { value: 'other', label: 'Other' },
];

/** Never rendered: only type-checked. */
export function TypeChecks() {
  return (
    <>
      <CrewTextField name="firstName" label="First name" />
      <CrewTextField name="licence.number" label="Licence" />
      <CrewSelectField name="crewRole" label="Role" options={ROLES} />
      <TextField<CrewFormValues> name="licence.expiry" label="Expiry" />
      <DateTimeField<CrewFormValues> name="licence.expiry" label="Expiry" />
      {/* @ts-expect-error: 'firstNme' is not a field of CrewFormValues */}
      <CrewTextField name="firstNme" label="First name" />
      {/* @ts-expect-error: 'licence.numbr' is not a path of CrewFormValues */}
      <CrewTextField name="licence.numbr" label="Licence" />
      {/* @ts-expect-error: 'role' is not a field of CrewFormValues */}
      <CrewSelectField name="role" label="Role" options={ROLES} />
      {/* @ts-expect-error: the generic form checks the name too */}
      <TextField<CrewFormValues> name="lastName" label="Last name" />
      {/* @ts-expect-error: so does the date field */}
      <DateTimeField<CrewFormValues> name="expiry" label="Expiry" />
    </>
  );
}

describe('fieldsFor', () => {
  it('gives the same bound fields, typed for the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(
      <>
        <CrewTextField name="licence.number" label="Licence" />
        <CrewSelectField name="crewRole" label="Role" options={ROLES} />
      </>,
      { defaultValues: { licence: { number: '' }, crewRole: 'other' }, onSubmit },
    );
    await user.type(screen.getByRole('textbox', { name: 'Licence' }), 'FR-123');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Captain' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.lastCall?.[0]).toEqual({
      licence: { number: 'FR-123' },
      crewRole: 'captain',
    });
  });
});

describe('TextField', () => {
  it('rewrites the text as it is typed when given a format', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const upper = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
    renderForm(<CrewTextField name="licence.number" label="Licence" format={upper} />, {
      defaultValues: { licence: { number: '' } },
      onSubmit,
    });
    const input = screen.getByRole('textbox', { name: 'Licence' });
    await user.type(input, 'fr-12 3');
    expect(input).toHaveValue('FR123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ licence: { number: 'FR123' } });
  });
});
