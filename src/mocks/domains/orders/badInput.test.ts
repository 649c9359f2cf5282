/** Bad input found by trying the forms as a user would (issue 16, "Bad input"). */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../../../entities/payment/contract';
import { resetDemoApi } from '../../db';
import { call } from '../../testing';
import { buyer, fixture, seen } from './testkit';

beforeEach(() => resetDemoApi());

const payment = (holder: string) => ({
  paymentMethodId: null,
  acceptSepaTerms: true,
  demoPaymentMethod: {
    type: 'card',
    number: DEMO_CARDS.succeeds,
    expiry: '12/39',
    cvc: '123',
    holder,
  },
});

describe('text lengths', () => {
  it('refuses a 10,000-character card holder name, and the order stays unpaid', async () => {
    const quote = fixture('awaiting_customer_validation');
    const response = await call('POST', `api/quote/${quote.id}/validate`, {
      ...(await buyer()),
      body: { ...payment('H'.repeat(10_000)), ...seen(quote.id) },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors?: Record<string, string[]> };
    expect(body.errors).toEqual({
      'demoPaymentMethod.holder': ['validator.length_max|{"max":120}'],
    });
    expect(quote.state).toBe('awaiting_customer_validation');
    expect(quote.paymentIntent ?? null).toBeNull();
  });
});
