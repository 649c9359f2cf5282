import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { ORG } from '@/mocks/domains/organizations';
import { fill } from '@tests/utils/fill';
import { renderRoute } from '@tests/utils/renderRoute';

// A form typed into on a shared machine: more than the default 15 s of headroom.
vi.setConfig({ testTimeout: 30_000 });

const SLOW = { timeout: 15000 };
const WARNING = /Saving a new VAT number sends the organization back to validation/;
const NOTICE =
  'Your VAT number changed: an operator validates it again before you can buy or sell.';

const riviera = () => db.organizations.find((o) => o.id === ORG.riviera);

async function openLegal(language: 'en' | 'fr') {
  await renderRoute('/organization/legal', { as: 'seller', preferences: { language } });
  await screen.findByRole('heading', { level: 1, name: 'Riviera Jet Centre SAS' }, SLOW);
}

describe('a change of VAT number', () => {
  it('is announced by the form before saving, then by the shell until an operator validates it', async () => {
    const user = userEvent.setup();
    await openLegal('en');
    const legal = await screen.findByRole('form', { name: 'Legal' }, SLOW);
    const vat = within(legal).getByRole('textbox', { name: 'VAT number' });
    expect(within(legal).queryByText(WARNING)).toBeNull();

    // The same number spelled otherwise is no change.
    fill(vat, 'fr 72 834.561-209');
    expect(within(legal).queryByText(WARNING)).toBeNull();
    fill(vat, 'FR 55 123 456 780');
    expect(await within(legal).findByText(WARNING)).toBeVisible();
    expect(screen.queryByText(NOTICE)).toBeNull();

    await user.click(within(legal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(riviera()?.organizationStatus).toBe('awaiting_validation'));
    // The shell reads the organization again and says why it waits.
    expect(await screen.findByText(NOTICE, undefined, SLOW)).toBeVisible();
    expect(within(legal).queryByText(WARNING)).toBeNull();
  });

  it('is explained in French too', async () => {
    const record = riviera();
    if (record) {
      record.organizationStatus = 'awaiting_validation';
      record.validationReason = 'vat_number_changed';
    }
    await openLegal('fr');
    expect(
      await screen.findByText(
        'Votre numéro de TVA a changé : un opérateur le valide à nouveau avant que vous puissiez acheter ou vendre.',
        undefined,
        SLOW,
      ),
    ).toBeVisible();
  });

  it('warns in French before saving', async () => {
    await openLegal('fr');
    const legal = await screen.findByRole('form', { name: 'Informations légales' }, SLOW);
    fill(within(legal).getByRole('textbox', { name: 'Numéro de TVA' }), 'FR55123456780');
    expect(
      await within(legal).findByText(/Enregistrer un nouveau numéro de TVA renvoie l'organisation/),
    ).toBeVisible();
  });

  it('tells the operator what to check before validating again', async () => {
    const record = riviera();
    if (record) {
      record.organizationStatus = 'awaiting_validation';
      record.validationReason = 'vat_number_changed';
    }
    await renderRoute(`/organization/${ORG.riviera}/legal`, {
      as: 'operator',
      preferences: { language: 'en' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Riviera Jet Centre SAS' }, SLOW);
    expect(screen.getByText(/VAT number changed/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Validate the organization' })).toBeVisible();
  });
});
