import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';
import { fill } from '@tests/utils/fill';
import { typeDate } from '@tests/utils/typeDate';

async function openTab(tab: string, as: DemoRole = 'buyer') {
  const app = await renderRoute(`/account/${tab}`, { as, preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: 'My account' }, { timeout: 10000 });
  return app;
}

const buyer = () => db.users.find((u) => u.email === 'buyer@demo.aero');

describe('account tabs', () => {
  it('sends an unknown tab to main info', async () => {
    const app = await openTab('nope');
    await waitFor(() => expect(app.location().pathname).toBe('/account/main-info'));
    expect(screen.getByRole('tab', { name: 'Main info', selected: true })).toBeInTheDocument();
  });

  it('main info: loads, then saves the names, birthdate and language; the session follows', async () => {
    const user = userEvent.setup();
    // The profile answers a moment late: once the page's chunk is loaded (an earlier test), the
    // answer could come before the heading is found, and the loading state go unseen.
    server.use(
      mock.get('*/api/my-account', async () => {
        await delay(1000);
        // Nothing returned: the demo API's own handler answers next.
      }),
    );
    const app = await openTab('main-info');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Camille');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    fill(first, 'Camila');
    await typeDate(user, 'Birthdate', '1985-04-12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(buyer()?.firstName).toBe('Camila'));
    expect(buyer()?.birthdate).toBe('1985-04-12');
    await waitFor(() => expect(app.store.getState().session.user?.firstName).toBe('Camila'));
  });

  it('main info: a new default language becomes the app language at once', async () => {
    const user = userEvent.setup();
    const app = await openTab('main-info');
    await screen.findByRole('textbox', { name: 'First name' });
    await user.click(screen.getByRole('combobox', { name: /Default language/ }));
    await user.click(await screen.findByRole('option', { name: 'French' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mon compte' }, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(app.store.getState().preferences.language).toBe('fr');
    expect(buyer()?.defaultLangCode).toBe('fr');
  });

  it('main info: a required name stays on its field with the input kept', async () => {
    const user = userEvent.setup();
    await openTab('main-info');
    const last = await screen.findByRole('textbox', { name: 'Last name' });
    await user.clear(last);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(buyer()?.lastName).toBe('Laurent');
  });

  it('organization: lists memberships with role and workrole, chooses the default', async () => {
    const user = userEvent.setup();
    await openTab('organization', 'multi');
    const group = await screen.findByRole('radiogroup', { name: 'Default organization' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.length).toBeGreaterThan(1);
    expect(radios[0]).toBeChecked();
    await user.click(radios[1] as HTMLElement);
    await waitFor(() =>
      expect(db.users.find((u) => u.email === 'multi@demo.aero')?.defaultOrganizationId).toBe(
        Number((radios[1] as HTMLInputElement).value),
      ),
    );
  });
});

describe('address book', { timeout: 30000 }, () => {
  const table = () => screen.getByRole('table', { name: 'Addresses' });

  it('lists the organization addresses, adds one, edits it keeping the nested id, deletes it', async () => {
    const user = userEvent.setup();
    await openTab('address-book');
    await screen.findByRole('table', { name: 'Addresses' });
    expect(await within(table()).findByText('Hangar Lyon–Saint-Exupéry')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Add an address' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New address' });
    fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Hangar Chambéry');
    fill(within(dialog).getByRole('textbox', { name: 'Address' }), '1 route de l’Aéroport');
    await user.type(within(dialog).getByRole('textbox', { name: 'Postal code' }), '73420');
    fill(within(dialog).getByRole('textbox', { name: 'City' }), 'Le Bourget-du-Lac');
    await user.type(within(dialog).getByRole('combobox', { name: 'Country' }), 'France');
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New address' })).toBeNull());
    const created = db.addresses.find((a) => a.name === 'Hangar Chambéry');
    expect(created?.address.countryCode).toBe('FR');
    const nestedId = created?.address.id;

    await user.click(await screen.findByRole('button', { name: 'Edit Hangar Chambéry' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Hangar Chambéry' });
    const name = within(edit).getByRole('textbox', { name: 'Name' });
    fill(name, 'Hangar Savoie');
    await user.click(within(edit).getByRole('checkbox', { name: 'Default address' }));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.addresses.find((a) => a.name === 'Hangar Savoie')).toBeDefined());
    const saved = db.addresses.find((a) => a.name === 'Hangar Savoie');
    expect(saved?.address.id).toBe(nestedId);
    expect(
      db.addresses.filter((a) => a.organizationId === saved?.organizationId && a.isDefault),
    ).toEqual([saved]);

    await user.click(await screen.findByRole('button', { name: 'Delete Hangar Savoie' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(db.addresses.find((a) => a.name === 'Hangar Savoie')).toBeUndefined(),
    );
  });

  it('puts a required field error on the field with the input kept', async () => {
    const user = userEvent.setup();
    await openTab('address-book');
    await user.click(
      (await screen.findAllByRole('button', { name: 'Add an address' }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New address' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Office');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('This field is required')).length).toBeGreaterThan(
      0,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Office');
  });
});

describe('payment methods', { timeout: 30000 }, () => {
  async function openForm() {
    const user = userEvent.setup();
    await openTab('payment-method');
    expect(await screen.findByText('Visa •••• 4242')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment method' });
    await within(dialog).findByRole('textbox', { name: 'Holder name' });
    return { user, dialog };
  }

  async function typeCard(
    user: ReturnType<typeof userEvent.setup>,
    dialog: HTMLElement,
    number: string,
  ) {
    fill(within(dialog).getByRole('textbox', { name: 'Holder name' }), 'Camille Laurent');
    await user.type(within(dialog).getByRole('textbox', { name: 'Card number' }), number);
    await user.type(within(dialog).getByRole('textbox', { name: 'Expiry date' }), '12/34');
    await user.type(within(dialog).getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  }

  it('adds the 4242 card and lists it', async () => {
    const { user, dialog } = await openForm();
    const before = db.paymentMethods.length;
    await typeCard(user, dialog, '4242 4242 4242 4242');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New payment method' })).toBeNull(),
    );
    expect(db.paymentMethods).toHaveLength(before + 1);
    await waitFor(() => expect(screen.getAllByText('Visa •••• 4242')).toHaveLength(2));
  });

  it('says clearly that a declined card was declined, the form kept', async () => {
    const { user, dialog } = await openForm();
    const before = db.paymentMethods.length;
    await typeCard(user, dialog, '4000 0000 0000 0002');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined');
    expect(within(dialog).getByRole('textbox', { name: 'Card number' })).toHaveValue(
      '4000 0000 0000 0002',
    );
    expect(db.paymentMethods).toHaveLength(before);
  });

  it('asks 3-D Secure for 3155 and adds the card once approved', async () => {
    const { user, dialog } = await openForm();
    const before = db.paymentMethods.length;
    await typeCard(user, dialog, '4000 0025 0000 3155');
    const secure = await screen.findByRole('dialog', { name: '3-D Secure authentication (demo)' });
    await user.click(within(secure).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(db.paymentMethods).toHaveLength(before + 1));
  });

  it('does not offer to delete the default method; moving the default moves the lock', async () => {
    const user = userEvent.setup();
    await openTab('payment-method');
    expect(await screen.findByText(/The default method cannot be deleted/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Visa •••• 4242' })).toBeNull();
    // Make the SEPA debit the default: the card becomes deletable, the SEPA not.
    await user.click(screen.getByRole('button', { name: 'Make SEPA debit •••• 3000 the default' }));
    expect(
      await screen.findByRole('button', { name: 'Delete Visa •••• 4242' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete SEPA debit •••• 3000' })).toBeNull();
  });
  it('shows the API refusal when the method became the default meanwhile (another tab)', async () => {
    const user = userEvent.setup();
    await openTab('payment-method');
    const remove = await screen.findByRole('button', { name: 'Delete SEPA debit •••• 3000' });
    // Another tab made the SEPA debit the default after this list was loaded.
    for (const method of db.paymentMethods) {
      if (method.userId === buyer()?.id) method.isDefault = method.id === 'pm_demo_buyer_sepa';
    }
    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this payment method?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('The default payment method cannot be deleted or unchecked'),
    ).toBeInTheDocument();
    expect(db.paymentMethods.some((m) => m.id === 'pm_demo_buyer_sepa')).toBe(true);
  });
});

describe('security', { timeout: 30000 }, () => {
  async function fill(current: string, next: string) {
    const user = userEvent.setup();
    await openTab('security');
    // Pasted: typing runs the strength meter on every key, slow under a loaded CPU.
    await user.click(await screen.findByLabelText(/^Current password/));
    await user.paste(current);
    await user.click(screen.getByLabelText(/^New password/));
    await user.paste(next);
    await user.click(screen.getByLabelText(/^Confirm the new password/));
    await user.paste(next);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    return user;
  }

  it('shows a strength meter once zxcvbn has loaded', async () => {
    const user = userEvent.setup();
    await openTab('security');
    await user.click(await screen.findByLabelText(/^New password/));
    await user.paste('Tarmac-Heron-2031!');
    expect(await screen.findByText(/^Strength: (strong|very strong)\./)).toBeInTheDocument();
  });

  it('refuses a leaked password on the field, the input kept', async () => {
    await fill('Aviation2026!', 'Password12345!');
    const field = screen.getByLabelText(/^New password/);
    expect(
      await screen.findByText(/This password appears in a list of leaked passwords/),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Password12345!');
  });

  it('refuses a wrong current password on its field', async () => {
    await fill('wrong-password', 'Tarmac-Heron-2031!');
    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
  });

  it('changes the password', async () => {
    await fill('Aviation2026!', 'Tarmac-Heron-2031!');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  });
});
