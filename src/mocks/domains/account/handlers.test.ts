import { beforeEach, describe, expect, it } from 'vitest';
import type {
  Address,
  AddressPage,
  MyAccount,
  MyOrganization,
  PaymentMethod,
  SetupIntent,
  SetupIntentOutcome,
} from '../../../entities/account/contract';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';

beforeEach(() => resetDemoApi());

/** A multipart body as call() sends it: the encoded text and its boundary's content type. */
async function multipart(form: FormData) {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: await encoded.text(),
    headers: { 'Content-Type': encoded.headers.get('Content-Type') ?? '' },
  };
}

const token = async (email = 'buyer@demo.aero') => (await login(email)).token;

const NEW_ADDRESS = {
  name: 'Hangar Chambéry',
  isDefault: false,
  address: {
    address: '1 route de l’Aéroport',
    complementaryAddress: '',
    postalCode: '73420',
    city: 'Le Bourget-du-Lac',
    countryCode: 'FR',
  },
};

describe('rights', () => {
  it.each([
    ['GET', 'api/my-account'],
    ['PATCH', 'api/my-account'],
    ['POST', 'api/my-account/profile-picture'],
    ['GET', 'api/my-account/organizations'],
    ['PATCH', 'api/my-account/default-organization'],
    ['PATCH', 'api/my-account/password'],
    ['GET', `api/organization/${ORG.alpine}/addresses`],
    ['POST', `api/organization/${ORG.alpine}/addresses`],
    ['PATCH', `api/organization/${ORG.alpine}/addresses/1`],
    ['DELETE', `api/organization/${ORG.alpine}/addresses/1`],
    ['GET', 'api/my-account/payment-methods'],
    ['PATCH', 'api/my-account/payment-methods/pm_demo_buyer_visa'],
    ['DELETE', 'api/my-account/payment-methods/pm_demo_buyer_visa'],
    ['GET', 'api/my-account/setup-intent'],
    ['GET', 'api/setup-intent/seti_x'],
    ['POST', 'api/my-account/setup-intent/seti_x/confirm'],
    ['GET', `api/available-payment-methods/${ORG.alpine}`],
  ])('%s %s answers 401 without a token', async (method, path) => {
    expect((await call(method, path)).status).toBe(401);
  });

  it('answers 403 on another organization’s address book and payment types', async () => {
    const options = { token: await token() };
    expect((await call('GET', `api/organization/${ORG.riviera}/addresses`, options)).status).toBe(
      403,
    );
    expect(
      (
        await call('POST', `api/organization/${ORG.riviera}/addresses`, {
          ...options,
          body: NEW_ADDRESS,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('GET', `api/available-payment-methods/${ORG.riviera}`, options)).status,
    ).toBe(403);
  });
});

describe('main info', () => {
  it('reads and patches the account, 400 per invalid field', async () => {
    const options = { token: await token() };
    const read = (await (await call('GET', 'api/my-account', options)).json()) as MyAccount;
    expect(read).toMatchObject({ email: 'buyer@demo.aero', firstName: 'Camille', birthdate: null });
    const patched = await call('PATCH', 'api/my-account', {
      ...options,
      body: {
        firstName: ' Camille ',
        lastName: 'Laurent-Vidal',
        birthdate: '1985-04-12',
        phone: '',
        defaultLangCode: 'fr',
      },
    });
    expect(await patched.json()).toMatchObject({
      firstName: 'Camille',
      lastName: 'Laurent-Vidal',
      birthdate: '1985-04-12',
      phone: null,
      defaultLang: { code: 'fr' },
    });
    const bad = await call('PATCH', 'api/my-account', {
      ...options,
      body: { firstName: '', birthdate: '12/04/1985', defaultLangCode: 'de' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 400,
      message: 'errors.invalid_request',
      errors: {
        firstName: ['validator.required'],
        birthdate: ['validator.date'],
        defaultLangCode: ['validator.choice'],
      },
    });
  });

  it('stores an uploaded image as the profile picture, refuses other files', async () => {
    const options = { token: await token() };
    const image = new FormData();
    image.append(
      'file',
      new File([new Uint8Array([80, 78, 71, 13])], 'me.png', { type: 'image/png' }),
    );
    const uploaded = await call('POST', 'api/my-account/profile-picture', {
      ...options,
      ...(await multipart(image)),
    });
    expect(uploaded.status).toBe(201);
    const account = (await uploaded.json()) as MyAccount;
    expect(account.profilePictureFileUrl).toBe('data:image/png;base64,UE5HDQ==');
    const text = new FormData();
    text.append('file', new File(['hello'], 'me.txt', { type: 'text/plain' }));
    const refused = await call('POST', 'api/my-account/profile-picture', {
      ...options,
      ...(await multipart(text)),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { file: ['validator.file_type'] } });
  });
});

describe('default organization', () => {
  it('lists memberships with role and workrole; the chosen default comes first at login', async () => {
    const options = { token: await token('multi@demo.aero') };
    const list = (await (
      await call('GET', 'api/my-account/organizations', options)
    ).json()) as MyOrganization[];
    expect(list.length).toBeGreaterThan(1);
    expect(list[0]?.isDefault).toBe(true);
    expect(list[0]?.workrole?.name).toEqual(expect.any(String));
    const other = list[1]?.id ?? 0;
    const changed = await call('PATCH', 'api/my-account/default-organization', {
      ...options,
      body: { organizationId: other },
    });
    expect(((await changed.json()) as MyOrganization[])[0]).toMatchObject({
      id: other,
      isDefault: true,
    });
    expect((await login('multi@demo.aero')).organizations[0]?.id).toBe(other);
    const refused = await call('PATCH', 'api/my-account/default-organization', {
      ...options,
      body: { organizationId: ORG.platform },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: { organizationId: ['validator.choice'] },
    });
  });
});

describe('password', () => {
  const change = async (body: unknown) =>
    call('PATCH', 'api/my-account/password', { token: await token(), body });

  it('refuses a wrong current password on its field', async () => {
    const response = await change({ currentPassword: 'nope', plainPassword: 'Tarmac-Heron-2031!' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { currentPassword: ['validator.current_password'] },
    });
  });

  it('refuses a weak, an endless or a leaked password on plainPassword', async () => {
    const endless = await change({
      currentPassword: 'Aviation2026!',
      plainPassword: `Tarmac-Heron-2031!${'x'.repeat(10_000)}`,
    });
    expect(await endless.json()).toMatchObject({
      errors: { plainPassword: ['validator.length_max|{"max":128}'] },
    });
    const weak = await change({ currentPassword: 'Aviation2026!', plainPassword: 'short' });
    expect(await weak.json()).toMatchObject({ errors: { plainPassword: ['validator.password'] } });
    const leaked = await change({
      currentPassword: 'Aviation2026!',
      plainPassword: 'Password123!',
    });
    expect(leaked.status).toBe(400);
    expect(await leaked.json()).toMatchObject({
      errors: { plainPassword: ['validator.password_leaked'] },
    });
  });

  it('changes the password: the new one logs in', async () => {
    expect(
      (await change({ currentPassword: 'Aviation2026!', plainPassword: 'Tarmac-Heron-2031!' }))
        .status,
    ).toBe(204);
    expect((await login('buyer@demo.aero', 'Tarmac-Heron-2031!')).email).toBe('buyer@demo.aero');
  });
});

describe('address book', () => {
  const base = `api/organization/${ORG.alpine}/addresses`;

  it('lists (paged, search), creates, edits keeping the nested id, deletes', async () => {
    const options = { token: await token() };
    const page = (await (
      await call('GET', `${base}?page=1&numberOfItemsPerPage=2`, options)
    ).json()) as AddressPage;
    expect(page.totalItems).toBe(3);
    expect(page.addresses).toHaveLength(2);
    expect(page.addresses[0]?.isDefault).toBe(true);
    const found = (await (
      await call('GET', `${base}?searchQuery=courchevel`, options)
    ).json()) as AddressPage;
    expect(found.addresses.map((a) => a.name)).toEqual(['Office Courchevel']);

    const created = await call('POST', base, { ...options, body: NEW_ADDRESS });
    expect(created.status).toBe(201);
    const address = (await created.json()) as Address;
    expect(address.address).toMatchObject({ id: expect.any(Number), complementaryAddress: null });

    const edited = await call('PATCH', `${base}/${address.id}`, {
      ...options,
      body: {
        ...NEW_ADDRESS,
        name: 'Hangar Chambéry-Savoie',
        address: { ...NEW_ADDRESS.address, id: address.address.id },
      },
    });
    expect(((await edited.json()) as Address).address.id).toBe(address.address.id);
    const otherNested = await call('PATCH', `${base}/${address.id}`, {
      ...options,
      body: { ...NEW_ADDRESS, address: { ...NEW_ADDRESS.address, id: 101 } },
    });
    expect(otherNested.status).toBe(400);

    expect((await call('DELETE', `${base}/${address.id}`, options)).status).toBe(204);
    expect((await call('DELETE', `${base}/${address.id}`, options)).status).toBe(404);
  });

  it('keeps exactly one default address', async () => {
    const options = { token: await token() };
    const created = (await (
      await call('POST', base, { ...options, body: { ...NEW_ADDRESS, isDefault: true } })
    ).json()) as Address;
    const defaults = () =>
      db.addresses.filter((a) => a.organizationId === ORG.alpine && a.isDefault);
    expect(defaults().map((a) => a.id)).toEqual([created.id]);
    await call('PATCH', `${base}/${created.id}`, {
      ...options,
      body: { ...NEW_ADDRESS, isDefault: false },
    });
    expect(defaults().map((a) => a.id)).toEqual([created.id]);
    await call('DELETE', `${base}/${created.id}`, options);
    expect(defaults()).toHaveLength(1);
  });

  it('answers 400 with the nested field paths', async () => {
    const response = await call('POST', base, {
      token: await token(),
      body: { name: '', address: { countryCode: 'XX' } },
    });
    expect(await response.json()).toEqual({
      code: 400,
      message: 'errors.invalid_request',
      errors: {
        name: ['validator.required'],
        'address.address': ['validator.required'],
        'address.postalCode': ['validator.required'],
        'address.city': ['validator.required'],
        'address.countryCode': ['validator.country'],
      },
    });
  });
});

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
