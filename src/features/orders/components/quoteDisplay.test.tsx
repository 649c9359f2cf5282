import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteStatus } from '@/entities/quote';
import { QuoteKindChip, QuoteStateChip } from './quoteDisplay';

const base = {
  state: 'awaiting_customer_validation',
  cancelled: false,
  cancelledDraft: false,
  refused: false,
  closed: false,
} as const;

const toneOf = (text: string) =>
  screen.getByText(text).closest('[data-tone]')?.getAttribute('data-tone');

describe('quoteStatus: a raised flag says more than the state', () => {
  it.each([
    [{}, 'states.awaiting_customer_validation', 'warning'],
    [{ state: 'awaiting_for_quotation' }, 'states.awaiting_for_quotation', 'info'],
    [{ state: 'delivered' }, 'states.delivered', 'success'],
    [{ refused: true, cancelled: true, closed: true }, 'flags.refused', 'error'],
    [{ cancelled: true, cancelledDraft: true }, 'flags.cancelledDraft', 'muted'],
    [{ state: 'validated', cancelled: true }, 'flags.cancelled', 'muted'],
    [{ state: 'validated', cancelled: true, closed: true }, 'flags.closed', 'neutral'],
  ] as const)('%j -> %s (%s)', (changes, key, tone) => {
    expect(quoteStatus({ ...base, ...changes })).toEqual({ key, tone });
  });
});

describe('the kind and state chips', () => {
  beforeAll(() => i18next.loadNamespaces('orders'));

  it('says the kind apart from the state, each a chip', () => {
    render(
      <>
        <QuoteKindChip quote={{ state: 'awaiting_for_quotation' }} />
        <QuoteStateChip quote={{ ...base, state: 'awaiting_for_quotation' }} />
      </>,
    );
    expect(toneOf('Request')).toBe('neutral');
    expect(toneOf('Awaiting quotation')).toBe('info');
  });

  it('tells refused and withdrawn apart by their tone', () => {
    render(
      <>
        <QuoteStateChip quote={{ ...base, refused: true }} />
        <QuoteStateChip quote={{ ...base, cancelled: true, cancelledDraft: true }} />
      </>,
    );
    expect(toneOf('Refused')).toBe('error');
    expect(toneOf('Withdrawn')).toBe('muted');
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument();
  });
});
