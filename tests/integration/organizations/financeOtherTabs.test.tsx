import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { messageWithValues } from '@/lib/validation/messages';
import { badRequest } from '@/mocks/api/responses';
import { VALIDATOR } from '@/mocks/api/validators';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { typeDate } from '@tests/utils/typeDate';
import { PATIENT, openFinanceTab, slowly } from './financeHarness';

const AZUR = 3;

describe('KYC tab', () => {
  it('lists persons and documents with their statuses', async () => {
    await openFinanceTab('/organization/kyc', 'seller');
    const persons = await screen.findByRole(
      'table',
      { name: 'Legal representative and beneficial owners' },
      PATIENT,
    );
    expect(within(persons).getByText('Jean-Luc Marchetti')).toBeInTheDocument();
    expect(within(persons).getByText('Ultimate beneficial owner')).toBeInTheDocument();
    // The documents come with their own answer.
    expect(await screen.findByText('kbis-riviera.pdf', undefined, PATIENT)).toBeInTheDocument();
    expect(screen.getAllByText('Validated')).toHaveLength(5);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    // On the status palette: validated a success, pending waits for the other side.
    for (const chip of screen.getAllByText('Validated')) {
      expect(chip.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    }
    expect(screen.getByText('Pending').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'warning',
    );
  });

  it('shows its loading state', async () => {
    slowly('*/api/organization/:id/kyc');
    await openFinanceTab('/organization/kyc', 'seller');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the KYC…' }, PATIENT),
    ).toBeInTheDocument();
  });

  it('requires the terms of service, then names the missing legal documents', async () => {
    const user = userEvent.setup();
    await openFinanceTab(`/organization/${AZUR}/kyc`, 'operator');
    const submit = await screen.findByRole('button', { name: 'Submit the KYC' }, PATIENT);
    await user.click(submit);
    expect(await screen.findByText('You must accept the terms of service')).toBeInTheDocument();
    const terms = screen.getByRole('checkbox', { name: /I accept/ });
    await user.click(terms);
    await user.click(submit);
    expect(await screen.findByText('Missing legal document')).toBeInTheDocument();
    expect(terms).toBeChecked();
    expect(db.kycStates.some((s) => s.organizationId === AZUR)).toBe(false);
  });

  it('uploads a document only with its type and file; a refused file stays on its field', async () => {
    const user = userEvent.setup();
    // jsdom's multipart loses the file's bytes: the refusal is the demo API's own wording.
    server.use(
      mock.post('*/api/organization/:id/kyc-documents', () =>
        badRequest({ file: [messageWithValues(VALIDATOR.fileType, { types: 'PDF, JPG, PNG' })] }),
      ),
    );
    await openFinanceTab(`/organization/${AZUR}/kyc`, 'operator');
    const upload = await screen.findByRole('button', { name: 'Upload the document' }, PATIENT);
    await user.click(upload);
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await user.click(screen.getByRole('combobox', { name: /Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'Proof of address' }));
    await user.upload(
      screen.getByLabelText(/^File/),
      new File(['%PDF-1.4'], 'address.pdf', { type: 'application/pdf' }),
    );
    await user.click(upload);
    expect(await screen.findByText(/PDF, JPG, PNG/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Document type/ })).toHaveTextContent(
      'Proof of address',
    );
    expect(screen.getByText('address.pdf')).toBeInTheDocument();
  });

  it('says when nothing is declared', async () => {
    await openFinanceTab('/organization/5/kyc', 'operator');
    expect(await screen.findByText('No person declared yet', {}, PATIENT)).toBeInTheDocument();
    expect(screen.getByText('No document uploaded yet')).toBeInTheDocument();
  });
});

describe('offer tab', () => {
  it('shows the subscribed offer, its slices and its payments page by page', async () => {
    const user = userEvent.setup();
    const app = await openFinanceTab('/organization/offer', 'seller');
    expect(await screen.findAllByText('PRO-QUARTERLY', {}, PATIENT)).not.toHaveLength(0);
    const payments = await screen.findByRole('table', { name: 'Subscription payments' });
    expect(within(payments).getAllByRole('row')).toHaveLength(6);
    // The newest first, five a page: the failed payment (SUB-2025-0103) is the fifth.
    expect(within(payments).getByText('SUB-2025-0103')).toBeInTheDocument();
    expect(within(payments).getByText('Failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(app.location().search).toBe('?page=2');
    // Page 2's own rows, not page 1's kept on screen while it loads.
    const second = screen.getByRole('table', { name: 'Subscription payments' });
    expect(await within(second).findByText('SUB-2025-0102')).toBeInTheDocument();
    expect(within(second).getByText('SUB-2025-0101')).toBeInTheDocument();
    expect(within(second).getAllByRole('row')).toHaveLength(3);
    expect(within(second).queryByText('Failed')).not.toBeInTheDocument();
  });

  it('says when no offer is subscribed, and subscribes to one', async () => {
    const user = userEvent.setup();
    await openFinanceTab(`/organization/${AZUR}/offer`, 'operator');
    expect(await screen.findByText('No offer subscribed yet', {}, PATIENT)).toBeInTheDocument();
    // The payments are a list of their own, loaded beside the offer.
    expect(await screen.findByText('No subscription payment yet', {}, PATIENT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose PREMIUM-YEARLY' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Awaiting first payment')).toBeInTheDocument();
  });
});

describe('balance tab', () => {
  it('shows the amounts per currency and the movements', async () => {
    await openFinanceTab('/organization/balance', 'seller');
    expect(await screen.findByText('€18,420.50', {}, PATIENT)).toBeInTheDocument();
    const movements = screen.getByRole('table', { name: 'Recent movements' });
    expect(within(movements).getByText('PO-2026-0044')).toBeInTheDocument();
    expect(within(movements).getByText('-€12,000.00')).toBeInTheDocument();
  });

  it('says when there is no balance yet', async () => {
    await openFinanceTab(`/organization/${AZUR}/balance`, 'operator');
    expect(await screen.findByText('No balance yet', {}, PATIENT)).toBeInTheDocument();
    expect(screen.getByText('No movement yet')).toBeInTheDocument();
  });
});

describe('external account tab', () => {
  it('shows the payout account and what it still needs', async () => {
    await openFinanceTab(`/organization/${AZUR}/external-account`, 'operator');
    expect(await screen.findByText('Restricted', {}, PATIENT)).toBeInTheDocument();
    const needs = screen.getByRole('list', { name: 'What the provider still needs' });
    expect(within(needs).getByText('The KYC legal documents')).toBeInTheDocument();
    expect(screen.getByText('CIC Monaco ···· 9030 (EUR)')).toBeInTheDocument();
  });

  it('says when the account is complete', async () => {
    await openFinanceTab('/organization/external-account', 'seller');
    expect(
      await screen.findByText('Nothing: the account is complete.', {}, PATIENT),
    ).toBeInTheDocument();
    expect(screen.getByText('Enabled').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'success',
    );
  });
});

describe('KYC persons', () => {
  it('adds a beneficial owner; a missing share lands on its field with the input kept', async () => {
    const user = userEvent.setup();
    await openFinanceTab(`/organization/${AZUR}/kyc`, 'operator');
    await user.click(await screen.findByRole('button', { name: 'Add a person' }, PATIENT));
    const dialog = await screen.findByRole('dialog', { name: 'Add a person' });
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Chiara');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Rossi');
    await typeDate(user, /Birthdate/, '1980-05-17', dialog);
    await user.type(within(dialog).getByRole('combobox', { name: /Nationality/ }), 'Ital');
    await user.click(await screen.findByRole('option', { name: 'Italy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveValue('Chiara');
    await user.type(within(dialog).getByRole('textbox', { name: /Ownership/ }), '35');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const persons = await screen.findByRole('table', {
      name: 'Legal representative and beneficial owners',
    });
    expect(await within(persons).findByText('Chiara Rossi')).toBeInTheDocument();
    expect(db.kycPersons.find((p) => p.lastName === 'Rossi')).toMatchObject({
      organizationId: AZUR,
      nationality: 'IT',
      ownershipPercentage: 35,
    });
  });
});
