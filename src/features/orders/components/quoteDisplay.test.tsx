import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { QuoteKindCell } from './quoteDisplay';

const base = {
  state: 'awaiting_customer_validation',
  cancelled: false,
  cancelledDraft: false,
  refused: false,
  closed: false,
} as const;

const toneOf = (text: string) =>
  screen.getByText(text).closest('[data-tone]')?.getAttribute('data-tone');

describe('QuoteKindCell', () => {
  beforeAll(() => i18next.loadNamespaces('orders'));

  it('tells refused, cancelled, withdrawn and closed apart by their tone', () => {
    render(<QuoteKindCell quote={{ ...base, refused: true, cancelled: true, closed: true }} />);
    expect(screen.getByText('Quotation')).toBeInTheDocument();
    expect(toneOf('Refused')).toBe('error');
    expect(toneOf('Cancelled')).toBe('muted');
    expect(toneOf('Closed')).toBe('neutral');
  });

  it('says a withdrawn draft once, muted, without the cancelled flag', () => {
    render(<QuoteKindCell quote={{ ...base, cancelled: true, cancelledDraft: true }} />);
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument();
    expect(toneOf('Withdrawn')).toBe('muted');
  });
});
