import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { netVolumeAt15 } from '@/lib/measurement/volumeCorrection';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15_000 };
const HENRI = 'henri.duval@mistral-fuels.fr';
const MISTRAL = 6;
const EN = { preferences: { language: 'en' as const } };

const table = () => screen.getByRole('table', { name: 'Fuel certificates' });
const rows = () => within(table()).getAllByRole('row').slice(1);

/** Mistral's certificates as the API sorts them: latest fuelling first. */
function mistralCertificates() {
  return db.fuelCertificates
    .filter((c) => c.sellerId === MISTRAL)
    .sort((a, b) => b.fuelingStartAt.localeCompare(a.fuelingStartAt) || b.id - a.id);
}

/** Henri keeps reading certificates but may no longer write them. */
function withoutFuelEdit(): void {
  const user = db.users.find((item) => item.email === HENRI);
  const membership = db.organizationUsers.find(
    (item) => item.userId === user?.id && item.organizationId === MISTRAL,
  );
  if (!membership) throw new Error('no such member');
  membership.rights = membership.rights.filter(
    (right) => right.subject !== 'FUEL' || right.action === 'read',
  );
}

describe('the seller’s fuel certificates', { timeout: 40_000 }, () => {
  it('lists them latest fuelling first, with the measures in litres and the invoice', async () => {
    await renderRoute('/fuel-certificates', { as: HENRI, ...EN });
    await screen.findByRole('heading', { level: 1, name: 'Fuel certificates' }, SLOW);
    await waitFor(() => expect(rows().length).toBeGreaterThan(1), SLOW);
    const [latest] = mistralCertificates();
    if (!latest) throw new Error('Mistral has no certificate');
    const first = rows()[0] as HTMLElement;
    expect(first).toHaveTextContent(latest.certificateNumber);
    expect(first).toHaveTextContent(`${latest.grossLitres.toLocaleString('en')} L`);
    expect(first).toHaveTextContent(`${latest.netLitres15.toLocaleString('en')} L`);
    for (const header of ['Registration', 'Client', 'Begin of fuelling (UTC)', 'Invoice number'])
      expect(within(table()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a certificate' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^Edit/ })).toBeInTheDocument();
  });

  it('searches by words kept in the URL, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const one = mistralCertificates().find((c) => c.truckNumber !== '');
    if (!one) throw new Error('no certificate');
    const app = await renderRoute('/fuel-certificates', { as: HENRI, ...EN });
    const search = await screen.findByRole('searchbox', { name: 'Search certificates' }, SLOW);
    await user.type(search, one.certificateNumber);
    await waitFor(() =>
      expect(app.location().search).toBe(`?search=${encodeURIComponent(one.certificateNumber)}`),
    );
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    expect(rows()[0]).toHaveTextContent(one.certificateNumber);

    await user.clear(search);
    await user.type(search, 'no such delivery');
    expect(
      await screen.findByText('No fuel certificate matches this search', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('shows a seller without certificates an empty state, in French too', async () => {
    db.fuelCertificates = db.fuelCertificates.filter((c) => c.sellerId !== MISTRAL);
    await renderRoute('/fuel-certificates', { as: HENRI, preferences: { language: 'fr' } });
    await screen.findByRole('heading', { level: 1, name: 'Certificats carburant' }, SLOW);
    expect(
      await screen.findByText(/Aucun certificat carburant pour l’instant/, {}, SLOW),
    ).toBeInTheDocument();
  });

  it('shows one certificate with its factor and computed net', async () => {
    const [latest] = mistralCertificates();
    if (!latest) throw new Error('Mistral has no certificate');
    await renderRoute(`/fuel-certificate/${latest.id}/show`, { as: HENRI, ...EN });
    await screen.findByRole('heading', { level: 1, name: latest.certificateNumber }, SLOW);
    const reference = db.quotes.find((q) => q.id === latest.quoteId)?.reference ?? '';
    expect(screen.getByRole('link', { name: reference })).toHaveAttribute(
      'href',
      `/order/${latest.quoteId}/show`,
    );
    const measures = screen.getByRole('region', { name: 'Measures' });
    expect(measures).toHaveTextContent(netVolumeAt15(latest).factor.toFixed(4));
    expect(measures).toHaveTextContent(`${latest.netLitres15.toLocaleString('en')} L`);
    expect(screen.getByRole('link', { name: /^Edit/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('offers a member without FUEL_EDIT no write action', async () => {
    withoutFuelEdit();
    const [latest] = mistralCertificates();
    if (!latest) throw new Error('Mistral has no certificate');
    await renderRoute('/fuel-certificates', { as: HENRI, ...EN });
    await waitFor(() => expect(rows().length).toBeGreaterThan(1), SLOW);
    expect(screen.queryByRole('button', { name: 'Add a certificate' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add a certificate' })).toBeNull();
    expect(within(table()).queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('sends a member without FUEL_EDIT away from the add page, and shows no edit', async () => {
    withoutFuelEdit();
    const [latest] = mistralCertificates();
    if (!latest) throw new Error('Mistral has no certificate');
    const app = await renderRoute(`/fuel-certificate/${latest.id}/show`, { as: HENRI, ...EN });
    await screen.findByRole('heading', { level: 1, name: latest.certificateNumber }, SLOW);
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    app.unmount();
    const adding = await renderRoute('/fuel-certificate/add', { as: HENRI, ...EN });
    await waitFor(() => expect(adding.location().pathname).not.toBe('/fuel-certificate/add'), SLOW);
  });
});
