import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FILE_NAMES } from '@/lib/files';
import { formatCurrency } from '@/lib/format/currency';
import { db } from '@/mocks/db';
import { fixture } from '@/mocks/domains/orders/testkit';
import { captureDownloads } from '@tests/utils/downloads';
import { renderRoute } from '@tests/utils/renderRoute';
import { uploadsCarry } from '@tests/utils/uploads';
import { fill } from '@tests/utils/fill';
import { SLOW, stored } from './quotePage';

async function open(path: string, as: 'buyer' | 'seller') {
  const app = await renderRoute(path, { as, preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1 }, SLOW);
  return app;
}

describe('claims', () => {
  it(
    'the buyer claims on a delivered order, with a pdf as evidence',
    { timeout: 40000 },
    async () => {
      const user = userEvent.setup();
      await uploadsCarry('%PDF-1.4');
      const quote = fixture('delivered', {}, 'delivered');
      await open(`/order/${quote.id}/show`, 'buyer');
      await user.click(screen.getByRole('button', { name: 'Make a claim' }));
      const dialog = await screen.findByRole('dialog', { name: 'Make a claim' });
      await user.click(within(dialog).getByRole('combobox', { name: /Nature of the claim/ }));
      await user.click(await screen.findByRole('option', { name: 'Delay' }));
      fill(
        within(dialog).getByRole('textbox', { name: /Description of the problem/ }),
        'The fuel truck came two hours late.',
      );
      const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
      if (!input) throw new Error('no file input');
      await user.upload(input, new File(['%PDF-1.4'], 'delay.pdf', { type: 'application/pdf' }));
      await user.click(within(dialog).getByRole('button', { name: 'Make a claim' }));
      await waitFor(() => expect(stored(quote.id).state).toBe('claimed'), SLOW);
      expect(stored(quote.id).claim).toMatchObject({ nature: 'delay' });
      expect(stored(quote.id).claim?.evidence).toHaveLength(1);
      // The evidence is a link to the uploaded file (jsdom's multipart loses the file's name).
      const evidence = stored(quote.id).claim?.evidence[0];
      if (!evidence) throw new Error('no evidence');
      const link = await screen.findByRole('link', { name: evidence.name }, SLOW);
      expect(link).toHaveAttribute('href', evidence.url);
    },
  );

  it('the seller answers with a partial refund; an amount out of range stays on its field', async () => {
    const user = userEvent.setup();
    const quote = fixture('claimed', {
      claim: {
        nature: 'quality',
        comment: 'Cabin not cleaned',
        evidence: [],
        createdAt: '2026-11-20T10:00:00.000Z',
        refundType: null,
        amount: null,
        answeredAt: null,
      },
    });
    await open(`/order/${quote.id}/show`, 'seller');
    expect(screen.getByText('Cabin not cleaned')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Answer the claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the claim' });
    await user.click(within(dialog).getByRole('combobox', { name: /Answer/ }));
    await user.click(await screen.findByRole('option', { name: 'Partial refund' }));
    const amount = within(dialog).getByLabelText(/Amount refunded/);
    await user.type(amount, String(quote.totalIncludingTax + 10));
    await user.click(within(dialog).getByRole('button', { name: 'Answer the claim' }));
    expect(
      await within(dialog).findByText("Must be above 0 and below the order's total"),
    ).toBeInTheDocument();
    expect(stored(quote.id).claim?.refundType).toBeNull();
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Answer the claim' }));
    await waitFor(() => expect(stored(quote.id).state).toBe('partial_refunded'), SLOW);
    expect(stored(quote.id).claim).toMatchObject({ refundType: 'partial_refund', amount: 50 });
    // The history says the refund in words and its amount through the currency formatter.
    const refunded = formatCurrency(50, { currency: quote.currency, locale: 'en' });
    const history = screen.getByRole('list', { name: 'History' });
    expect(
      await within(history).findByText(
        new RegExp(`Partial refund · ${refunded.replace('$', '\\$')}$`),
      ),
    ).toBeInTheDocument();
  });
});

describe('show page details', () => {
  it('shows the payment error when the payment needs a new method', async () => {
    const quote = fixture('validated', {
      paymentIntent: { id: 'pi_declined', status: 'requires_payment_method' },
    });
    await open(`/order/${quote.id}/show`, 'buyer');
    expect(screen.getByText(/The payment failed/)).toBeInTheDocument();
  });

  it('names the zone of every time: the event, cancelled on, claimed on', async () => {
    const claim = {
      nature: 'quality' as const,
      comment: 'Cabin not cleaned',
      evidence: [],
      createdAt: '2026-11-21T14:05:00.000Z',
      refundType: null,
      amount: null,
      answeredAt: null,
    };
    const quote = fixture('claimed', {
      cancelled: true,
      cancelledBy: 'customer',
      cancelledAt: '2026-11-20T10:00:00.000Z',
      claim,
    });
    await open(`/order/${quote.id}/show`, 'seller');
    const detail = (label: string) =>
      screen.getAllByText(label, { selector: 'dt' })[0]?.nextElementSibling?.textContent;
    expect(detail('Cancelled on')).toBe('20/11/2026, 10:00 UTC');
    expect(detail('Claimed on')).toBe('21/11/2026, 14:05 UTC');
    expect(detail('Event time (UTC)')).toMatch(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d UTC$/);
  });

  it('prints the quote as a PDF', async () => {
    const { saved, restore } = captureDownloads();
    try {
      const user = userEvent.setup();
      const quote = fixture('validated');
      await open(`/order/${quote.id}/show`, 'buyer');
      await user.click(screen.getByRole('button', { name: 'Print the quote' }));
      await waitFor(() => expect(saved).toHaveLength(1), SLOW);
      expect(saved[0]?.name).toBe(FILE_NAMES.quote(quote.id));
      const head = new Uint8Array(await (saved[0]?.blob ?? new Blob()).arrayBuffer()).slice(0, 4);
      expect(new TextDecoder().decode(head)).toBe('%PDF');
    } finally {
      restore();
    }
  });
});

describe('add and duplicate', () => {
  it('the client edits its request: quantities and comments', async () => {
    const user = userEvent.setup();
    const quote = fixture('awaiting_for_quotation');
    const app = await open(`/order/${quote.id}/add`, 'buyer');
    expect(screen.queryByLabelText(/^Unit price/)).toBeNull();
    const quantity = screen.getAllByLabelText(/^Quantity/)[0];
    if (!quantity) throw new Error('no quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored(quote.id).lines[0]?.quantity).toBe(3));
    await waitFor(() => expect(app.location().pathname).toBe(`/order/${quote.id}/show`));
  });

  it('puts the services back into the cart of the event, then opens its checkout', async () => {
    const user = userEvent.setup();
    const quote = fixture('delivered', {}, 'delivered');
    const app = await open(`/order/${quote.id}/duplicate`, 'buyer');
    await screen.findByRole('button', { name: 'Put back in the cart' }, SLOW);
    for (const line of quote.lines) {
      expect(screen.getByText(`${line.productName} × ${line.quantity}`)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Put back in the cart' }));
    await waitFor(() =>
      expect(app.location().pathname).toBe(
        `/shop/checkout/${quote.tripId}/${quote.stepId}/${quote.eventId}/${quote.airportId}`,
      ),
    );
  });

  it('refuses when the event is cancelled', async () => {
    const quote = fixture('delivered', {}, 'delivered');
    const trip = db.trips.find((candidate) => candidate.id === quote.tripId);
    if (!trip) throw new Error('no trip');
    const step = trip.steps.find((candidate) => candidate.id === quote.stepId);
    if (!step) throw new Error('no step');
    step.cancelled = true;
    await open(`/order/${quote.id}/duplicate`, 'buyer');
    expect(
      await screen.findByText(
        `${quote.reference} cannot be ordered again: its event was cancelled.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Put back in the cart' })).toBeNull();
  });
});
