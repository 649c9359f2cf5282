// Each slot action says what happened and to which slot, in one toast: never the http layer's
// generic "Successfully updated" as well.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateTimeDigits } from '@/lib/ui/views/form/testing/dateTimeDigits';
import { renderRoute } from '@tests/utils/renderRoute';
import { watchToasts } from '@tests/utils/toasts';
import { en, findLeg, rivieraArrival, slotPath } from './slotLegs';

const SLOW = { timeout: 10_000 };
let watch: ReturnType<typeof watchToasts>;
beforeEach(() => {
  watch = watchToasts();
});
afterEach(() => watch.stop());

/** The airport the slot page is about, from its title ("Slot for the Departure at LFMN"). */
async function airportOfPage(): Promise<string> {
  const title = await screen.findByRole('heading', { level: 1, name: /^Slot for the / }, SLOW);
  return /at (\w{4})$/.exec(title.textContent ?? '')?.[1] ?? 'no airport in the title';
}

/** The form's "= 15/01/2027, 09:30 UTC" line, without the "= ". */
const utcShown = (form: HTMLElement) =>
  (within(form).getByText(/^= .* UTC$/).textContent ?? '').replace(/^= /, '');

const requestable = () =>
  findLeg((_, event) => event.airportValidated && event.slot.status === 'not_requested');

describe('slot feedback', { timeout: 30_000 }, () => {
  it('names the airport and the time of the slot requested, once', async () => {
    const user = userEvent.setup();
    await renderRoute(slotPath(requestable()), { as: 'buyer', ...en });
    const airport = await airportOfPage();
    const form = await screen.findByRole('form', { name: 'Request a slot' });
    const field = within(form).getByRole('group', { name: /^Requested time, local/ });
    await user.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard(dateTimeDigits('2027-01-15T10:30'));
    const time = utcShown(form);
    expect(time).toMatch(/^15\/01\/2027, \d{2}:\d{2} UTC$/);
    await user.click(within(form).getByRole('button', { name: 'Request the slot' }));
    await waitFor(
      () => expect(watch.seen.toasts).toEqual([`Slot requested at ${airport} for ${time}`]),
      SLOW,
    );
    expect(watch.seen.modals).toBe(0);
  });

  it('says it in French', async () => {
    const user = userEvent.setup();
    await renderRoute(slotPath(requestable()), {
      as: 'buyer',
      preferences: { language: 'fr' },
    });
    const form = await screen.findByRole('form', { name: 'Demander un créneau' }, SLOW);
    await user.click(within(form).getByRole('button', { name: 'Demander le créneau' }));
    await waitFor(
      () =>
        expect(watch.seen.toasts).toEqual([
          expect.stringMatching(
            /^Créneau demandé à \w{4} pour le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC$/,
          ),
        ]),
      SLOW,
    );
  });

  it('names the number, the airport and the time of the slot attributed, once', async () => {
    const user = userEvent.setup();
    await renderRoute(slotPath(rivieraArrival()), { as: 'seller', ...en });
    const form = await screen.findByRole('form', { name: 'Attribute the slot' }, SLOW);
    await user.type(within(form).getByRole('textbox', { name: /Slot number/ }), ' NCE-4471 ');
    const time = utcShown(form);
    await user.click(within(form).getByRole('button', { name: 'Attribute the slot' }));
    await waitFor(
      () => expect(watch.seen.toasts).toEqual([`Slot NCE-4471 attributed at LFMN for ${time}`]),
      SLOW,
    );
  });

  it('names the slot declined, once', async () => {
    const user = userEvent.setup();
    await renderRoute(slotPath(rivieraArrival()), { as: 'seller', ...en });
    await user.click(await screen.findByRole('button', { name: 'Decline the slot' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline the slot' }));
    await waitFor(() => expect(watch.seen.toasts).toEqual(['Slot at LFMN declined']), SLOW);
    // What the decline cancelled stays on the page.
    expect(await screen.findByText(/^Leg LFLL → LFMN cancelled\./)).toBeInTheDocument();
  });
});
