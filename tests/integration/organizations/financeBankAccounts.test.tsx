import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { PATIENT, openFinanceTab, slowly } from './financeHarness';

const card = (bank: string) => screen.getByRole('listitem', { name: bank });

describe('bank accounts tab', () => {
  it('lists the accounts with formatted IBANs and one default per currency', async () => {
    await openFinanceTab('/organization/bank-accounts', 'seller');
    const agricole = await screen.findByRole(
      'listitem',
      { name: 'Crédit Agricole Alpes Provence' },
      PATIENT,
    );
    expect(within(agricole).getByText('FR76 3000 6000 0112 3456 7890 189')).toBeInTheDocument();
    expect(within(agricole).getByText('Default')).toBeInTheDocument();
    expect(within(card('La Banque Postale')).queryByText('Default')).not.toBeInTheDocument();
    expect(within(card('NatWest')).getByText('Default')).toBeInTheDocument();
  });

  it('says when there is no account, and offers no edit control read-only', async () => {
    // An operator reading a caterer that has declared none.
    await openFinanceTab('/organization/5/bank-accounts/view', 'operator');
    expect(await screen.findByText('No bank account yet', {}, PATIENT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a bank account' })).not.toBeInTheDocument();
  });

  it('shows the loading state first', async () => {
    slowly('*/api/organization/:id/bank-accounts');
    await openFinanceTab('/organization/bank-accounts', 'seller');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading bank accounts…' }, PATIENT),
    ).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'NatWest' }, PATIENT);
  });

  it('refuses an invalid IBAN on its field and keeps the input', async () => {
    const user = userEvent.setup();
    await openFinanceTab('/organization/bank-accounts', 'seller');
    await screen.findByRole('listitem', { name: 'NatWest' }, PATIENT);
    await user.click(screen.getByRole('button', { name: 'Add a bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New bank account' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Account holder/ }),
      'Riviera Jet Centre SAS',
    );
    const iban = within(dialog).getByRole('textbox', { name: /IBAN/ });
    await user.type(iban, 'FR76 3000 6000 0112 3456 7890 188');
    await user.type(within(dialog).getByRole('textbox', { name: /BIC/ }), 'BNPAFRPP');
    await user.type(within(dialog).getByRole('textbox', { name: /Bank name/ }), 'BNP Paribas');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be a valid IBAN')).toBeInTheDocument();
    expect(iban).toHaveValue('FR76 3000 6000 0112 3456 7890 188');
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(db.bankAccounts.some((a) => a.bankName === 'BNP Paribas')).toBe(false);
  });

  it('adds a new default account, which unsets the previous default of its currency', async () => {
    const user = userEvent.setup();
    await openFinanceTab('/organization/bank-accounts', 'seller');
    await screen.findByRole('listitem', { name: 'NatWest' }, PATIENT);
    await user.click(screen.getByRole('button', { name: 'Add a bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New bank account' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Account holder/ }),
      'Riviera Jet Centre SAS',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /IBAN/ }),
      'fr76 3000 4000 0312 3456 7890 143',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /BIC/ }), 'BNPAFRPP');
    await user.type(within(dialog).getByRole('textbox', { name: /Bank name/ }), 'BNP Paribas');
    await user.click(within(dialog).getByRole('checkbox', { name: /Default account/ }));
    expect(within(dialog).getByText(/replaces Crédit Agricole Alpes Provence/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New bank account' })).not.toBeInTheDocument(),
    );
    const bnp = await screen.findByRole('listitem', { name: 'BNP Paribas' });
    expect(within(bnp).getByText('FR76 3000 4000 0312 3456 7890 143')).toBeInTheDocument();
    expect(within(bnp).getByText('Default')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(card('Crédit Agricole Alpes Provence')).queryByText('Default'),
      ).not.toBeInTheDocument(),
    );
  });

  it('asks for another default before deleting the default of a shared currency', async () => {
    const user = userEvent.setup();
    await openFinanceTab('/organization/bank-accounts', 'seller');
    await screen.findByRole('listitem', { name: 'NatWest' }, PATIENT);
    await user.click(screen.getByRole('button', { name: 'Delete Crédit Agricole Alpes Provence' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this bank account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    // Only an account of the same currency (EUR) can take the role, not NatWest (GBP).
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(dialog).getByRole('radio', { name: /La Banque Postale/ }));
    await user.click(confirm);
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Crédit Agricole Alpes Provence' }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(card('La Banque Postale')).getByText('Default')).toBeInTheDocument(),
    );
  });

  it('keeps the dialog open with the refusal when the account became a default meanwhile', async () => {
    const user = userEvent.setup();
    await openFinanceTab('/organization/bank-accounts', 'seller');
    await screen.findByRole('listitem', { name: 'NatWest' }, PATIENT);
    await user.click(screen.getByRole('button', { name: 'Delete La Banque Postale' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this bank account?' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    // Another session makes it the EUR default before this one confirms.
    for (const account of db.bankAccounts) {
      if (account.id === 1) account.isDefault = false;
      if (account.id === 2) account.isDefault = true;
    }
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(/make another account of that currency the default first/),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete this bank account?' })).toBe(dialog);
    expect(db.bankAccounts.some((a) => a.bankName === 'La Banque Postale')).toBe(true);
  });
});
