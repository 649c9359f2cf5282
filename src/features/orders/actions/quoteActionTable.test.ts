import { describe, expect, it } from 'vitest';
import { QUOTE_ACTION_RIGHTS, QUOTE_ACTIONS, type QuoteAction } from '@/entities/quote';
import { barActions, QUOTE_ACTION_TABLE } from './quoteActionTable';

const kindOf = (action: QuoteAction) => QUOTE_ACTION_TABLE[action].kind;

describe('the quote action table', () => {
  it.each(QUOTE_ACTIONS.map((action) => [action]))(
    '%s is offered in one way and needs a right',
    (action) => {
      expect(['form', 'link', 'direct', 'confirm', 'dialog']).toContain(kindOf(action));
      expect(QUOTE_ACTION_RIGHTS[action]).toMatch(/^QUOTE_/);
    },
  );

  it.each([
    ['refuse', 'confirm', 'destructive'],
    ['cancel', 'confirm', 'destructive'],
    ['cancel-draft', 'confirm', 'destructive'],
    ['cancel-and-edit', 'confirm', 'primary'],
    ['cancel-order', 'dialog', 'danger'],
    ['validate', 'dialog', 'primary'],
    ['line-status', 'dialog', 'primary'],
    ['line-dates', 'dialog', 'primary'],
    ['claim', 'dialog', 'primary'],
    ['answer-claim', 'dialog', 'primary'],
    ['apply-cancellation-policies', 'dialog', 'primary'],
    ['send-invoice', 'direct', 'primary'],
    ['send-seller-ack', 'direct', 'primary'],
    ['request-invoice', 'direct', 'primary'],
  ] as const)('%s: %s, %s', (action, kind, look) => {
    const spec = QUOTE_ACTION_TABLE[action];
    expect(spec.kind).toBe(kind);
    expect('look' in spec ? spec.look : null).toBe(look);
  });

  it('gives each dialog action its own dialog', () => {
    const dialogs = QUOTE_ACTIONS.map((action) => QUOTE_ACTION_TABLE[action]).flatMap((spec) =>
      spec.kind === 'dialog' ? [spec.dialog] : [],
    );
    expect(dialogs).toHaveLength(7);
    expect(new Set(dialogs).size).toBe(dialogs.length);
  });

  it('confirms and sends each body-less action under its own name', () => {
    for (const action of QUOTE_ACTIONS) {
      const spec = QUOTE_ACTION_TABLE[action];
      if (spec.kind === 'confirm' || spec.kind === 'direct') expect(spec.mutation).toBe(action);
    }
  });

  it('leaves the edit form its own two buttons, and the bar the rest in order', () => {
    expect(barActions(['edit-lines', 'save-and-send', 'refuse'])).toEqual(['refuse']);
    expect(barActions(['validate', 'refuse', 'cancel'])).toEqual(['validate', 'refuse', 'cancel']);
    expect(barActions(['edit-request', 'cancel-draft'])).toEqual(['edit-request', 'cancel-draft']);
  });
});
