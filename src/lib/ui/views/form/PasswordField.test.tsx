import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';
import { renderForm } from './testing/FormHarness';

const hint = (text: RegExp) =>
  screen.getAllByRole('listitem').find((item) => text.test(item.textContent ?? ''));

describe('PasswordField', () => {
  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderForm(<PasswordField name="password" label="Password" />, {
      defaultValues: { password: 'Secret1!' },
    });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('ticks the strength hints that pass', async () => {
    const user = userEvent.setup();
    renderForm(<PasswordField name="password" label="Password" showStrength minLength={8} />, {
      defaultValues: { password: '' },
    });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    // The hints load with the field (their own chunk).
    expect(await screen.findAllByRole('listitem')).toHaveLength(5);
    expect(input).toHaveAccessibleDescription(/The password must contain/);

    await user.type(input, 'abc1');
    expect(hint(/A digit/)).toHaveTextContent('(done)');
    expect(hint(/A lowercase letter/)).toHaveTextContent('(done)');
    expect(hint(/An uppercase letter/)).toHaveTextContent('(to do)');
    expect(hint(/At least 8 characters/)).toHaveTextContent('(to do)');
    expect(hint(/One of these characters: !@#\$%&\*\(\)/)).toHaveTextContent('(to do)');

    await user.type(input, 'DEF!');
    for (const item of screen.getAllByRole('listitem')) expect(item).toHaveTextContent('(done)');
  });
});
