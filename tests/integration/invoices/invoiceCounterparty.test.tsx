// The invoice list names the other party: the seller on a buyer's list, the client on a seller's.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };
const ALPINE = 1;
const RIVIERA = 2;

/** The texts of one column of the invoices table, by its header. */
function column(name: string): string[] {
  const table = screen.getByRole('table', { name: 'Invoices of the organization' });
  const [head, ...body] = within(table).getAllByRole('row');
  if (!head) throw new Error('no header row');
  const index = within(head)
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent === name);
  expect(index).toBeGreaterThanOrEqual(0);
  return body.map((row) => row.querySelectorAll('td, th')[index]?.textContent ?? '');
}

async function counterparties(as: DemoRole): Promise<string[]> {
  await renderRoute('/invoices', { as, preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: 'Invoices' }, SLOW);
  await waitFor(() => expect(column('Counterparty').length).toBeGreaterThan(0), SLOW);
  return column('Counterparty');
}

const nameOf = (id: number) => db.organizations.find((o) => o.id === id)?.commercialName ?? '?';

describe('the invoice list names the counterparty', () => {
  it('shows a buyer its sellers, never itself, and no separate Seller and Client columns', async () => {
    const shown = await counterparties('buyer');
    const sellers = new Set(
      db.invoices.filter((i) => i.client.id === ALPINE).map((i) => i.seller.name),
    );
    expect(shown.length).toBeGreaterThan(0);
    shown.forEach((name) => expect(sellers).toContain(name));
    expect(shown).not.toContain(nameOf(ALPINE));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain('Client');
    expect(headers).not.toContain('Seller');
  });

  it('shows a seller the clients of what it sold', async () => {
    const shown = await counterparties('seller');
    const sold = db.invoices.filter((i) => i.seller.id === RIVIERA);
    const clients = new Set(sold.map((i) => i.client.name));
    const sellersToRiviera = new Set(
      db.invoices.filter((i) => i.client.id === RIVIERA).map((i) => i.seller.name),
    );
    shown.forEach((name) => expect([...clients, ...sellersToRiviera]).toContain(name));
    expect(shown).not.toContain(nameOf(RIVIERA));
  });
});
