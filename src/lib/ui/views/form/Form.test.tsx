import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import i18next from 'i18next';
import { useWatch, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/lib/http/types';
import { required } from '@/lib/validation/rules';
import { applyServerErrors, toFormPath } from '../../controllers/form/applyServerErrors';
import { renderForm } from './testing/FormHarness';
import { TextField } from './TextField';
import { errorPaths } from '../../controllers/form/useRevalidateOnLanguageChange';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const apiError = (fieldErrors: Record<string, string[]>): ApiError => ({
  kind: 'client',
  status: 400,
  message: 'Validation failed',
  fieldErrors,
  data: null,
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('Form', () => {
  it('shows translated validation messages, and re-translates them on a language change', async () => {
    const resolver = zodResolver(z.object({ name: required })) as unknown as Resolver<FieldValues>;
    const onSubmit = vi.fn();
    renderForm(<TextField name="name" label="Name" />, {
      defaultValues: { name: '' },
      resolver,
      onSubmit,
    });
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('This field is required');
    expect(input).toHaveFocus();

    await act(() => i18next.changeLanguage('fr'));
    expect(input).toHaveAccessibleDescription('Ce champ est obligatoire');
  });

  it('validates again the fields in error when the language changes', async () => {
    // A rule whose outcome depends on the language, like the word of a dangerous delete.
    const resolver: Resolver<FieldValues> = async (values) => {
      const errors: FieldErrors = { code: { type: 'custom', message: 'validator.required' } };
      return i18next.language === 'fr' ? { values, errors: {} } : { values: {}, errors };
    };
    renderForm(<TextField name="code" label="Code" />, { defaultValues: { code: '' }, resolver });
    await save();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('fr'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Code' })).not.toHaveAccessibleDescription(),
    );
    expect(screen.queryByText('Ce champ est obligatoire')).not.toBeInTheDocument();
  });

  it('disables the submit button while submitting, and submits once', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderForm(<TextField name="name" label="Name" />, { defaultValues: { name: 'A' }, onSubmit });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('applyServerErrors', () => {
  it('puts the server field errors under their fields and returns the others', async () => {
    const unmatched: string[][] = [];
    renderForm(
      <>
        <TextField name="email" label="Email" />
        <TextField name="legs.0.airport" label="Airport" />
      </>,
      {
        defaultValues: { email: 'a@b.c', legs: [{ airport: 'LFPG' }] },
        onSubmit: (_values, form) => {
          unmatched.push(
            applyServerErrors(
              form,
              apiError({
                email: ['email: This value is already used.', 'second'],
                'legs[0].airport': ['The airport field is closed on that date.'],
                vatNumber: ['Invalid VAT number'],
              }),
            ),
          );
        },
      },
    );
    await save();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'This value is already used.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Airport' })).toHaveAccessibleDescription(
      'The field is closed on that date.',
    );
    expect(unmatched).toEqual([['Invalid VAT number']]);
  });

  it.each([
    ['en', 'VAT number already registered'],
    ['fr', 'Ce numéro de TVA est déjà enregistré'],
  ])("translates the API's business errors on their fields (%s)", async (language, expected) => {
    await act(() => i18next.changeLanguage(language));
    renderForm(<TextField name="vatNumber" label="VAT" />, {
      defaultValues: { vatNumber: 'FR40123456789' },
      onSubmit: (_values, form) => {
        applyServerErrors(form, apiError({ vatNumber: ['errors.vat_number_already_registered'] }));
      },
    });
    await userEvent.click(screen.getByRole('button'));
    const input = screen.getByRole('textbox', { name: 'VAT' });
    await waitFor(() => expect(input).toHaveAccessibleDescription(expected));
  });

  it('leaves the error of a field no longer shown to the page', async () => {
    const unmatched: string[][] = [];
    function Fields() {
      const shown = useWatch({ name: 'withVat' }) === true;
      return (
        <>
          <TextField name="email" label="Email" />
          {shown && <TextField name="vatNumber" label="VAT number" />}
        </>
      );
    }
    renderForm(<Fields />, {
      defaultValues: { email: 'a@b.c', withVat: false, vatNumber: '' },
      onSubmit: (_values, form) => {
        unmatched.push(
          applyServerErrors(
            form,
            apiError({ vatNumber: ['Invalid VAT number'], emailAddress: ['Taken'] }),
            { fieldMap: { emailAddress: 'email' } },
          ),
        );
      },
    });
    await save();
    expect(unmatched).toEqual([['Invalid VAT number']]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Taken');
  });

  it.each([
    ['email', 'email'],
    ['legs[0].airport', 'legs.0.airport'],
    ['items[2][name]', 'items.2.name'],
  ])('reads the server path %s as %s', (server, form) => {
    expect(toFormPath(server)).toBe(form);
  });
});

describe('errorPaths', () => {
  it('lists the nested paths holding an error', () => {
    expect(
      errorPaths({
        name: { type: 'required', message: 'x' },
        address: { city: { type: 'required', message: 'x' } },
        legs: [undefined, { airport: { type: 'server', message: 'x' } }],
        root: { serverError: { type: '500' } },
      } as never),
    ).toEqual(['name', 'address.city', 'legs.1.airport']);
  });
});
