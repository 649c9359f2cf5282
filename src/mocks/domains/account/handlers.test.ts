// My account: rights, main info, default organization, password (the address book and payment
// methods: addressBook.test.ts, paymentMethods.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type { MyAccount, MyOrganization } from '../../../entities/account/contract';
import { resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';
import { multipart, token, NEW_ADDRESS } from './testkit';

beforeEach(() => resetDemoApi());

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
