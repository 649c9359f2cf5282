import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';
import { renderForm } from './testing/FormHarness';

const save = () => userEvent.click(screen.getByRole('button', { name: /Save|Enregistrer/ }));
const hiddenInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[name="expiry"]');
/** The picker, once loaded (it loads with the first date field shown). */
const picker = (name: string) => screen.findByRole('group', { name }, { timeout: 5000 });

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('DateField', () => {
  it.each(['en', 'fr'])('shows the stored date day first (%s)', async (language) => {
    await i18next.changeLanguage(language);
    const { container } = renderForm(<DateField name="expiry" label="Expiry" />, {
      defaultValues: { expiry: '2026-03-15' },
    });
    const group = await picker('Expiry');
    expect(hiddenInput(container)).toHaveValue('15/03/2026');
    expect(within(group).getByRole('spinbutton', { name: /^(Day|Jour)$/ })).toHaveTextContent('15');
  });

  it('stores the date typed by keyboard as YYYY-MM-DD, and "" while half typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderForm(<DateField name="expiry" label="Expiry" />, {
      defaultValues: { expiry: '' },
      onSubmit,
    });
    const group = await picker('Expiry');
    expect(hiddenInput(container)).toHaveValue('');
    await user.click(within(group).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('31122027');
    expect(hiddenInput(container)).toHaveValue('31/12/2027');
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ expiry: '2027-12-31' });

    // Half typed (the year gone): nothing is stored, what is left stays on screen.
    await user.click(within(group).getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('{Backspace}');
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ expiry: '' });
    expect(within(group).getByRole('spinbutton', { name: 'Day' })).toHaveTextContent('31');
  });

  it.each([
    ['en', 'Monday'],
    ['fr', 'lundi'],
  ])('starts weeks on Monday (%s)', async (language, monday) => {
    await i18next.changeLanguage(language);
    const user = userEvent.setup();
    renderForm(<DateField name="expiry" label="Expiry" />, {
      defaultValues: { expiry: '2026-03-15' },
    });
    const group = await picker('Expiry');
    await user.click(within(group.parentElement ?? group).getByRole('button', { name: /15/ }));
    const headers = within(await screen.findByRole('grid')).getAllByRole('columnheader');
    expect(headers[0]).toHaveAccessibleName(monday);
  });
});
