import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { CheckboxField } from './CheckboxField';
import { renderForm } from './testing/FormHarness';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const mustAccept = z.object({ accept: z.literal(true, { error: 'You must accept' }) });

describe('CheckboxField', () => {
  it('stores whether it is ticked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(<CheckboxField name="isDefault" label="Default address" />, {
      defaultValues: { isDefault: false },
      onSubmit,
    });
    const box = screen.getByRole('checkbox', { name: 'Default address' });
    expect(box).not.toBeRequired();
    await user.click(box);
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ isDefault: true });
  });

  it('takes a label with a link, and when required says so and shows its error below', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(
      <CheckboxField
        name="accept"
        required
        label={
          <>
            I accept the <a href="/privacy">privacy policy</a>
          </>
        }
      />,
      {
        defaultValues: { accept: false },
        resolver: zodResolver(mustAccept) as unknown as Resolver<FieldValues>,
        onSubmit,
      },
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const box = screen.getByRole('checkbox', { name: /I accept the privacy policy/ });
    expect(box).toBeRequired();
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription('You must accept');
    expect(box).toBeInvalid();
    await user.click(box);
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ accept: true });
  });
});
