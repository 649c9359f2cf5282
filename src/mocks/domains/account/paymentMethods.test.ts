// The organization's payment methods: cards through a setup intent, SEPA mandates, the default.
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  PaymentMethod,
  SetupIntent,
  SetupIntentOutcome,
} from '../../../entities/account/contract';
import { resetDemoApi } from '../../db';
import { call } from '../../testing';
import { ORG } from '../organizations';
import { token } from './testkit';

beforeEach(() => resetDemoApi());

describe('payment methods', () => {
  async function setup(options: { token: string }): Promise<SetupIntent> {
    return (await (
      await call('GET', 'api/my-account/setup-intent', options)
    ).json()) as SetupIntent;
  }
  const card = (number: string) => ({
    type: 'card',
    number,
    expiry: '12/30',
    cvc: '123',
    holder: 'Camille Laurent',
  });

  it('adds the 4242 card through a setup intent', async () => {
    const options = { token: await token() };
    const intent = await setup(options);
    expect(intent.clientSecret).toContain(intent.token);
    const confirmed = await call('POST', `api/my-account/setup-intent/${intent.token}/confirm`, {
      ...options,
      body: card('4242 4242 4242 4242'),
    });
    const outcome = (await confirmed.json()) as SetupIntentOutcome;
    expect(outcome).toMatchObject({ status: 'succeeded', errorCode: null });
    const read = (await (
      await call('GET', `api/setup-intent/${intent.token}`, options)
    ).json()) as SetupIntentOutcome;
    expect(read.paymentMethodId).toBe(outcome.paymentMethodId);
    const methods = (await (
      await call('GET', 'api/my-account/payment-methods', options)
    ).json()) as PaymentMethod[];
    expect(methods.find((m) => m.id === outcome.paymentMethodId)).toMatchObject({
      type: 'card',
      brand: 'visa',
      last4: '4242',
      isDefault: false,
    });
  });

  it('declines 0002, asks authentication for 3155, records SEPA, checks fields', async () => {
    const options = { token: await token() };
    const confirm = async (t: string, body: unknown) =>
      call('POST', `api/my-account/setup-intent/${t}/confirm`, { ...options, body });
    const declined = await setup(options);
    expect(await (await confirm(declined.token, card('4000000000000002'))).json()).toMatchObject({
      status: 'requires_payment_method',
      errorCode: 'card_declined',
    });

    const secure = await setup(options);
    expect(await (await confirm(secure.token, card('4000002500003155'))).json()).toMatchObject({
      status: 'requires_action',
    });
    expect(
      await (await confirm(secure.token, { type: 'authentication', approved: false })).json(),
    ).toMatchObject({ status: 'requires_payment_method', errorCode: 'authentication_failed' });
    expect(await (await confirm(secure.token, card('4000002500003155'))).json()).toMatchObject({
      status: 'requires_action',
    });
    expect(
      await (await confirm(secure.token, { type: 'authentication', approved: true })).json(),
    ).toMatchObject({ status: 'succeeded' });

    const sepa = await setup(options);
    expect(
      await (
        await confirm(sepa.token, {
          type: 'sepa_debit',
          iban: 'DE89 3704 0044 0532 0130 00',
          holder: 'Alpine',
        })
      ).json(),
    ).toMatchObject({ status: 'succeeded' });

    const bad = await setup(options);
    const invalid = await confirm(bad.token, {
      type: 'card',
      number: '4242',
      expiry: '01/20',
      cvc: '',
      holder: '',
    });
    expect(await invalid.json()).toMatchObject({
      errors: {
        number: ['validator.card_number'],
        expiry: ['validator.card_expiry'],
        cvc: ['validator.card_cvc'],
        holder: ['validator.required'],
      },
    });
    expect((await confirm('seti_unknown', card('4242424242424242'))).status).toBe(404);
  });

  it('never deletes nor unchecks the default method; moves the default', async () => {
    const options = { token: await token() };
    const del = await call('DELETE', 'api/my-account/payment-methods/pm_demo_buyer_visa', options);
    expect(del.status).toBe(400);
    expect(await del.json()).toEqual({ code: 400, message: 'errors.default_payment_method' });
    const uncheck = await call('PATCH', 'api/my-account/payment-methods/pm_demo_buyer_visa', {
      ...options,
      body: { isDefault: false },
    });
    expect(await uncheck.json()).toEqual({ code: 400, message: 'errors.default_payment_method' });
    const moved = (await (
      await call('PATCH', 'api/my-account/payment-methods/pm_demo_buyer_sepa', {
        ...options,
        body: { isDefault: true },
      })
    ).json()) as PaymentMethod[];
    expect(moved.filter((m) => m.isDefault).map((m) => m.id)).toEqual(['pm_demo_buyer_sepa']);
    expect(
      (await call('DELETE', 'api/my-account/payment-methods/pm_demo_buyer_visa', options)).status,
    ).toBe(204);
    expect(
      (await call('DELETE', 'api/my-account/payment-methods/pm_demo_multi_visa', options)).status,
    ).toBe(404);
  });

  it('offers SEPA to euro organizations', async () => {
    const options = { token: await token() };
    const types = await (
      await call('GET', `api/available-payment-methods/${ORG.alpine}`, options)
    ).json();
    expect(types).toEqual({ types: ['card', 'sepa_debit'] });
  });
});
