import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { captureDownloads } from '@tests/utils/downloads';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };
const RIVIERA = 2;
const EN = { language: 'en' } as const;

const table = (name: string) => screen.getByRole('table', { name });
const rowsOf = (name: string) => within(table(name)).getAllByRole('row').slice(1);
const ACCOUNTING_TABLE = 'Orders and invoices of the organization';

async function requestsDuring(run: () => Promise<void>): Promise<URL[]> {
  const seen: URL[] = [];
  const listen = ({ request }: { request: Request }) => void seen.push(new URL(request.url));
  server.events.on('request:start', listen);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listen);
  }
  return seen;
}

async function openTab(path = '/organization/accounting', as: DemoRole = 'seller') {
  const app = await renderRoute(path, { as, preferences: EN });
  await screen.findByRole('heading', { level: 2, name: 'Accounting' }, SLOW);
  await waitFor(() => expect(rowsOf(ACCOUNTING_TABLE).length).toBeGreaterThan(0), SLOW);
  return app;
}

describe('organization accounting tab', () => {
  it('lists the orders with their invoices, newest first, linking to the show pages', async () => {
    const { unmount } = await openTab();
    const [first] = rowsOf(ACCOUNTING_TABLE);
    if (!first) throw new Error('no row');
    const order = within(first).getByRole('link', { name: /^Order / });
    expect(order.getAttribute('href')).toMatch(/^\/organization\/accounting\/order\/\d+\/show$/);
    unmount();
    // The invoiced orders first (those not invoiced yet sort last by invoice state).
    await openTab('/organization/accounting?sort=invoiceState&order=asc');
    const invoiced = rowsOf(ACCOUNTING_TABLE).find((row) =>
      within(row).queryByRole('link', { name: /^Invoice / }),
    );
    if (!invoiced) throw new Error('no invoiced row');
    expect(
      within(invoiced)
        .getByRole('link', { name: /^Invoice / })
        .getAttribute('href'),
    ).toMatch(/^\/organization\/accounting\/invoice\/\d+\/show$/);
  });

  it('orders by reference and filters by date, in the URL and the API query', async () => {
    const requests = await requestsDuring(async () => {
      await openTab('/organization/accounting?sort=reference&order=asc&period=2020-01-01..');
    });
    const asked = requests.find((url) =>
      url.pathname.endsWith(`/organization/${RIVIERA}/accounting`),
    );
    expect(asked?.searchParams.get('order[reference]')).toBe('asc');
    expect(asked?.searchParams.get('dateAfter')).toBe('2020-01-01');
    const references = rowsOf(ACCOUNTING_TABLE).map(
      (row) => within(row).getAllByRole('link')[0]?.textContent ?? '',
    );
    expect(references).toEqual([...references].sort());
  });

  it('exports export.csv with its search', async () => {
    const { saved, restore } = captureDownloads();
    try {
      const user = userEvent.setup();
      await openTab('/organization/accounting?search=RJC');
      const requests = await requestsDuring(async () => {
        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        await waitFor(() => expect(saved).toHaveLength(1), SLOW);
      });
      const exported = requests.find((url) => url.pathname.endsWith('/accounting-export'));
      expect(exported?.searchParams.get('searchQuery')).toBe('RJC');
      expect(saved[0]?.name).toBe('export.csv');
      const header = (await (saved[0]?.blob ?? new Blob()).text()).split('\r\n')[0];
      expect(header).toBe(
        'reference,date,direction,counterparty,accountCode,currency,totalIncludingTax,invoiceNumber,invoiceState',
      );
    } finally {
      restore();
    }
  });

  it('is not offered to an operator editing another organization', async () => {
    const app = await renderRoute(`/organization/${RIVIERA}/accounting`, {
      as: 'operator',
      preferences: EN,
    });
    await waitFor(
      () => expect(app.location().pathname).toBe(`/organization/${RIVIERA}/main-information`),
      SLOW,
    );
    expect(screen.queryByRole('tab', { name: 'Accounting' })).not.toBeInTheDocument();
  });
});

describe('accounting show pages', () => {
  it('shows an order read-only, with its invoice', async () => {
    const quote = db.quotes.find((q) => q.organization.id === RIVIERA && q.invoiceId !== null);
    await renderRoute(`/organization/accounting/order/${quote?.id ?? 0}/show`, {
      as: 'seller',
      preferences: EN,
    });
    await screen.findByRole('heading', { level: 1, name: `Order ${quote?.reference ?? ''}` }, SLOW);
    const parties = screen.getByRole('region', { name: 'Seller and client' });
    expect(within(parties).getByText('Riviera Jet Centre')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row')).toHaveLength(
      (quote?.lines.length ?? 0) + 1,
    );
    expect(screen.getByRole('link', { name: 'Open the invoice' })).toHaveAttribute(
      'href',
      `/organization/accounting/invoice/${quote?.invoiceId ?? 0}/show`,
    );
  });

  it('shows an invoice whose quotes open the accounting order page', async () => {
    const invoice = db.invoices.find((i) => i.seller.id === RIVIERA);
    await renderRoute(`/organization/accounting/invoice/${invoice?.id ?? 0}/show`, {
      as: 'seller',
      preferences: EN,
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: `Invoice ${invoice?.number ?? ''}` },
      SLOW,
    );
    const quote = invoice?.quotes[0];
    expect(screen.getByRole('link', { name: new RegExp(quote?.reference ?? '?') })).toHaveAttribute(
      'href',
      `/organization/accounting/order/${quote?.id ?? 0}/show`,
    );
  });
});

describe('operator accounting', () => {
  it('shows per organization turnover, commission and totals', async () => {
    await renderRoute('/accounting', { as: 'operator', preferences: EN });
    await screen.findByRole('heading', { level: 1, name: 'Accounting' }, SLOW);
    const name = 'Sales and commissions per organization';
    await waitFor(() => expect(rowsOf(name).length).toBeGreaterThan(0), SLOW);
    const riviera = rowsOf(name).find((row) => within(row).queryByText('Riviera Jet Centre'));
    expect(riviera).toBeDefined();
    expect(
      within(table(name)).getByRole('columnheader', { name: 'Commission' }),
    ).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Totals per currency' });
    expect(within(totals).getByText('EUR')).toBeInTheDocument();
  });
});

describe('accounting parameters', () => {
  it('edits an account code, keeping the server refusal on its field', async () => {
    const user = userEvent.setup();
    await renderRoute('/parameters/organizations', { as: 'seller', preferences: EN });
    await screen.findByRole('heading', { level: 1, name: 'Accounting parameters' }, SLOW);
    const list = await screen.findByRole('table', { name: 'Account codes per organization' }, SLOW);
    expect(within(list).getByText('411ALPINE')).toBeInTheDocument();
    const other = db.quotes.find((q) => q.organization.id === RIVIERA && q.client.id !== 1);
    const name = other?.client.name ?? '?';
    await user.click(screen.getByRole('button', { name: `Edit the account code of ${name}` }));
    const field = screen.getByRole('textbox', { name: 'Account code' });
    await user.type(field, '411alpine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This value is already used', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account code' })).toHaveValue('411alpine');
    expect(screen.getByRole('textbox', { name: 'Account code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.clear(screen.getByRole('textbox', { name: 'Account code' }));
    await user.type(screen.getByRole('textbox', { name: 'Account code' }), '411other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(list).getByText('411OTHER')).toBeInTheDocument(), SLOW);
    expect(
      db.accountingParameters.find(
        (p) => p.organizationId === RIVIERA && p.counterpartyId === other?.client.id,
      )?.accountCode,
    ).toBe('411OTHER');
  });
});
