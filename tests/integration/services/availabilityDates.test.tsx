// The availability tab's dates: the kit's date picker (day first, typed by keyboard), saving the
// same `YYYY-MM-DD` values as the browser's date input did, and refusing an end before the start.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';
import { typeDate } from '@tests/utils/typeDate';

/** Riviera's ground power unit (service 10208), on sale at Nice, sold without date limits. */
const GPU = 10208;
const SLOW = { timeout: 10000 };
const availabilityOf = () =>
  db.shopProducts
    .filter((product) => product.serviceId === GPU)
    .map(({ availableFrom, availableTo }) => ({ availableFrom, availableTo }));

/** Writes the dates on sale and in the change awaiting validation (the GPU has one). */
function setAvailability(availableFrom: string | null, availableTo: string | null) {
  const draft = db.services.find((service) => service.id === GPU)?.draft;
  for (const content of [...db.shopProducts.filter((p) => p.serviceId === GPU), draft]) {
    if (content) Object.assign(content, { availableFrom, availableTo });
  }
}

async function openAvailability(language: 'en' | 'fr', title: string) {
  await renderRoute(`/services/edit/${GPU}/service/availability`, {
    as: 'seller',
    preferences: { language },
  });
  return screen.findByRole('form', { name: title }, SLOW);
}

describe('a service’s availability dates', { timeout: 60000 }, () => {
  it('saves the dates typed in the picker as the same ISO dates', async () => {
    const user = userEvent.setup();
    const form = await openAvailability('en', 'Availability');
    await typeDate(user, 'Available from', '2027-03-15', form);
    await typeDate(user, 'Available until', '2027-10-31', form);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(availabilityOf()).toEqual([
          { availableFrom: '2027-03-15', availableTo: '2027-10-31' },
        ]),
      SLOW,
    );
  });

  it('refuses an end before the start, on the end date, and saves nothing', async () => {
    const user = userEvent.setup();
    const before = availabilityOf();
    const form = await openAvailability('en', 'Availability');
    await typeDate(user, 'Available from', '2027-03-15', form);
    await typeDate(user, 'Available until', '2027-03-14', form);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Inconsistent date')).toBeInTheDocument();
    expect(availabilityOf()).toEqual(before);
  });

  it('shows the stored dates day first in French, and saves them unchanged', async () => {
    const user = userEvent.setup();
    setAvailability('2027-04-01', '2027-09-30');
    const form = await openAvailability('fr', 'Disponibilité');
    await within(form).findByRole('group', { name: 'Disponible à partir du' }, SLOW);
    // The picker's value as it shows it (its sections read the same, with bidi marks between).
    const shown = (name: string) =>
      form.querySelector<HTMLInputElement>(`input[name="availability.${name}"]`)?.value;
    await waitFor(() => expect(shown('availableFrom')).toBe('01/04/2027'));
    expect(shown('availableTo')).toBe('30/09/2027');
    // Emptied behind the form's back: only the save can write them again.
    setAvailability(null, null);
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(
      () =>
        expect(availabilityOf()).toEqual([
          { availableFrom: '2027-04-01', availableTo: '2027-09-30' },
        ]),
      SLOW,
    );
  });
});
