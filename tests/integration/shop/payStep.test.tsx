import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SLOW, openPayStep } from './checkoutHarness';

// The Nice cart: Jet A-1 1000 l at €1.89 (€2,268.00 incl. VAT) and the handling fee (€216.00).
const TOTAL = '€2,484.00';
const SEPA_TERMS = { name: 'I accept the SEPA direct debit terms' };
const MANDATE = /you authorise the marketplace and its payment provider to debit your account/;

describe('the pay step', () => {
  it('keeps the order summary in view and says the amount on the button', async () => {
    const user = userEvent.setup();
    await openPayStep(user);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Jet A-1 × 1000')).toBeVisible();
    expect(within(summary).getByText('€2,268.00')).toBeVisible();
    expect(within(summary).getByText('Handling fee × 1')).toBeVisible();
    expect(within(summary).getByText(TOTAL)).toBeVisible();
    expect(screen.getByRole('button', { name: `Pay ${TOTAL}` })).toBeEnabled();
  });

  it('groups the card number by four and puts in the expiry slash as typed', async () => {
    const user = userEvent.setup();
    await openPayStep(user);
    const number = screen.getByLabelText(/Card number/);
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    const expiry = screen.getByLabelText(/Expiry date/);
    await user.type(expiry, '1230');
    expect(expiry).toHaveValue('12/30');
    // What is shown is what is paid with.
    await user.type(screen.getByLabelText(/Holder name/), 'Camille Laurent');
    await user.type(screen.getByLabelText(/Security code/), '123');
    await user.click(screen.getByRole('button', { name: `Pay ${TOTAL}` }));
    await screen.findByText('Your order is placed.', {}, SLOW);
  });

  it('shows the SEPA terms for a SEPA debit only', async () => {
    const user = userEvent.setup();
    await openPayStep(user);
    expect(screen.queryByRole('checkbox', SEPA_TERMS)).toBeNull();
    expect(screen.queryByText(MANDATE)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'SEPA Direct Debit' }));
    expect(screen.getByRole('checkbox', SEPA_TERMS)).not.toBeChecked();
    expect(screen.getByText(MANDATE)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.queryByRole('checkbox', SEPA_TERMS)).toBeNull();
    expect(screen.queryByText(MANDATE)).toBeNull();
  });

  it("keeps the holder's name when switching between card and SEPA", async () => {
    const user = userEvent.setup();
    await openPayStep(user);
    await user.type(screen.getByLabelText(/Holder name/), 'Camille Laurent');
    await user.click(screen.getByRole('radio', { name: 'SEPA Direct Debit' }));
    expect(screen.getByLabelText(/Holder name/)).toHaveValue('Camille Laurent');
    await user.clear(screen.getByLabelText(/Holder name/));
    await user.type(screen.getByLabelText(/Holder name/), 'Alpine Executive Jets');
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.getByLabelText(/Holder name/)).toHaveValue('Alpine Executive Jets');
  });
});
