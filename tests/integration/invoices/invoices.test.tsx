import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { captureDownloads } from '@tests/utils/downloads';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };
const RIVIERA = 2;

const table = () => screen.getByRole('table', { name: 'Invoices of the organization' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const rivieraInvoices = () =>
  db.invoices.filter((invoice) => invoice.seller.id === RIVIERA || invoice.client.id === RIVIERA);

async function openInvoices(path = '/invoices', as: DemoRole = 'seller') {
  const app = await renderRoute(path, { as, preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: 'Invoices' }, SLOW);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  return app;
}

/** The URLs the app asks the demo API for while `run` runs. */
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

describe('invoices list', () => {
  it('lists the seller its invoices, newest first, ten a page', async () => {
    await openInvoices();
    const total = rivieraInvoices().length;
    expect(total).toBeGreaterThan(10);
    expect(rows()).toHaveLength(10);
    expect(screen.getByText(`1–10 of ${total}`)).toBeInTheDocument();
    const newest = [...rivieraInvoices()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    expect(within(rows()[0] as HTMLElement).getByText(newest?.number ?? '?')).toBeInTheDocument();
  });

  it('pages through the URL', async () => {
    const user = userEvent.setup();
    const app = await openInvoices();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(app.location().search).toBe('?page=2'));
    const total = rivieraInvoices().length;
    await waitFor(() => expect(rows()).toHaveLength(Math.min(10, total - 10)));
  });

  it('reads its filters from the URL and keeps the ones chosen there', async () => {
    const user = userEvent.setup();
    const app = await openInvoices('/invoices?invoiceState=to_be_paid');
    // Rows first: while loading the table has none, and every row of none would pass.
    await waitFor(() => {
      expect(rows().length).toBeGreaterThan(0);
      rows().forEach((row) => expect(within(row).getByText('To be paid')).toBeInTheDocument());
    });
    const bar = screen.getByRole('search', { name: 'Filters' });
    await user.selectOptions(
      within(bar).getByRole('combobox', { name: 'Payment method' }),
      'SEPA direct debit',
    );
    await waitFor(() =>
      expect(app.location().search).toBe('?invoiceState=to_be_paid&paymentMethod=sepa_debit'),
    );
    const expected = rivieraInvoices().filter(
      (invoice) => invoice.status === 'to_be_paid' && invoice.paymentMethod === 'sepa_debit',
    );
    if (expected.length === 0) {
      expect(await screen.findByText('No invoice matches these filters')).toBeInTheDocument();
    } else {
      await waitFor(() => expect(rows()).toHaveLength(Math.min(10, expected.length)));
    }
  });

  it('searches by number', async () => {
    const user = userEvent.setup();
    const app = await openInvoices();
    const target = rivieraInvoices()[0];
    const bar = screen.getByRole('search', { name: 'Filters' });
    await user.type(within(bar).getByRole('searchbox', { name: 'Search' }), target?.number ?? '');
    await waitFor(() => expect(app.location().search).toContain('search='));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(table()).getByText(target?.number ?? '?')).toBeInTheDocument();
  });

  it('exports export.csv with the filters of the page, not its page', async () => {
    const { saved, restore } = captureDownloads();
    try {
      const user = userEvent.setup();
      await openInvoices('/invoices?invoiceState=paid&page=2');
      const requests = await requestsDuring(async () => {
        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        await waitFor(() => expect(saved).toHaveLength(1), SLOW);
      });
      const exported = requests.find((url) => url.pathname.endsWith('/export/marketplace/invoice'));
      expect(exported?.searchParams.get('invoiceState')).toBe('paid');
      expect(exported?.searchParams.has('page')).toBe(false);
      expect(saved[0]?.name).toBe('export.csv');
      const text = await (saved[0]?.blob ?? new Blob()).text();
      const lines = text.trim().split('\r\n');
      expect(lines[0]).toMatch(/^number,reference,type,status,date,seller,client/);
      const paid = rivieraInvoices().filter((invoice) => invoice.status === 'paid');
      expect(lines).toHaveLength(paid.length + 1);
    } finally {
      restore();
    }
  });
});

describe('invoice show', () => {
  it('shows the invoice: parties, lines, totals and its quotes in the orders manager', async () => {
    const invoice = rivieraInvoices()[0];
    const id = invoice?.id ?? 0;
    await renderRoute(`/invoice/${id}/show`, { as: 'seller', preferences: { language: 'en' } });
    await screen.findByRole(
      'heading',
      { level: 1, name: `Invoice ${invoice?.number ?? ''}` },
      SLOW,
    );
    const details = screen.getByRole('region', { name: 'Invoice' });
    expect(within(details).getByText(invoice?.reference ?? '?')).toBeInTheDocument();
    // The issue time names its zone: the browser's, as it happened at no airport.
    const issued = within(details).getByText('Issued on', { selector: 'dt' }).nextElementSibling;
    expect(issued?.textContent).toMatch(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d UTC([+-]\d+(:\d\d)?)?$/);
    const parties = screen.getByRole('region', { name: 'Seller and client' });
    expect(within(parties).getByText('Riviera Jet Centre')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(within(lines).getAllByRole('row')).toHaveLength((invoice?.lines.length ?? 0) + 1);
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Total due')).toBeInTheDocument();
    const quote = invoice?.quotes[0];
    expect(screen.getByRole('link', { name: new RegExp(quote?.reference ?? '?') })).toHaveAttribute(
      'href',
      `/order/${quote?.id ?? 0}/show`,
    );
  });

  it("answers another organization's invoice as not found", async () => {
    const other = db.invoices.find(
      (invoice) => invoice.seller.id !== RIVIERA && invoice.client.id !== RIVIERA,
    );
    await renderRoute(`/invoice/${other?.id ?? 0}/show`, {
      as: 'seller',
      preferences: { language: 'en' },
    });
    expect(await screen.findByText('This invoice does not exist', {}, SLOW)).toBeInTheDocument();
  });
});
