import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { PasswordStrength } from './PasswordStrength';

// Which dictionaries were fetched: each language pack's module records its first import.
const fetched = vi.hoisted(() => [] as string[]);
vi.mock('@zxcvbn-ts/language-en', async (importOriginal) => {
  fetched.push('en');
  return importOriginal();
});
vi.mock('@zxcvbn-ts/language-fr', async (importOriginal) => {
  fetched.push('fr');
  return importOriginal();
});
vi.mock('@zxcvbn-ts/language-common', async (importOriginal) => {
  fetched.push('common');
  return importOriginal();
});

const meter = (value: string) => <PasswordStrength value={value} userInputs={['Sam']} />;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('PasswordStrength', () => {
  it('fetches the dictionaries on the first keystroke, only those of the current language', async () => {
    // The texts are loaded first: on a loaded machine they could still be on their way when the
    // first keystroke's message is read (the raw key would show).
    await i18next.loadNamespaces('account');
    const { rerender } = render(meter(''));
    // The security tab is open, nothing typed: no dictionary fetched, no meter.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toEqual([]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    rerender(meter('p'));
    expect(screen.getByText('Checking strength…')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Password strength' })).toBeVisible();
    expect(fetched.toSorted()).toEqual(['common', 'en']);

    rerender(meter('password'));
    expect(
      screen.getByText(/^Strength: very weak\. This is a heavily used password\./),
    ).toBeInTheDocument();
    rerender(meter('Tarmac-Heron-2031!'));
    expect(screen.getByText(/^Strength: (strong|very strong)\./)).toBeInTheDocument();

    // Switching to French fetches the French words once, and the meter speaks French.
    await i18next.changeLanguage('fr');
    rerender(meter('motdepasse'));
    expect(await screen.findByText(/^Robustesse : /)).toBeInTheDocument();
    expect(fetched.toSorted()).toEqual(['common', 'en', 'fr']);
  });
});
