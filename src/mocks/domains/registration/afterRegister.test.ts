// What follows a registration: the validation link, the seller's offer, an invited user's completion.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';

type RegistrationCreated = Schemas['RegistrationCreated'];
type RegistrationOffers = Schemas['RegistrationOffers'];
import { issueActionToken } from '../../auth';
import { db, nextId, now, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { USER, WORKROLE } from '../auth';
import { lastMailTo } from '../mail';
import { NEW_BUYER, NEW_SELLER, tokenIn } from './testing';
import { PASSWORD, errorsOf, registerBuyer } from './testkit';

beforeEach(() => resetDemoApi());

describe('validation link', () => {
  async function registered() {
    const created = (await (await registerBuyer()).json()) as RegistrationCreated;
    return {
      id: created.id,
      own: created.token,
      token: tokenIn(lastMailTo(NEW_BUYER.emergencyContact.email)?.links[0]?.url),
    };
  }

  it('resends a new link that replaces the first; refuses an unknown or validated id', async () => {
    const { id, own, token } = await registered();
    const resend = (path: string) => call('PATCH', path, { body: { token: own } });
    expect((await resend(`register-new-validation-mail/${id}`)).status).toBe(204);
    const second = tokenIn(lastMailTo(NEW_BUYER.emergencyContact.email)?.links[0]?.url);
    expect(second).not.toBe(token);
    const stale = await call('PATCH', 'register-validate', { body: { token, password: PASSWORD } });
    expect((await errorsOf(stale)).message).toBe('errors.token_not_found');
    const unknown = await resend('register-new-validation-mail/999');
    expect((await errorsOf(unknown)).message).toBe('errors.token_not_found');

    const ok = await call('PATCH', 'register-validate', {
      body: { token: second, password: PASSWORD },
    });
    expect(ok.status).toBe(200);
    const again = await resend(`register-new-validation-mail/${id}`);
    expect((await errorsOf(again)).message).toBe('errors.token_not_found');
  });

  it("refuses a stranger's resend (found: sequential ids killed others' links)", async () => {
    const { id, token } = await registered();
    for (const body of [undefined, {}, { token: 'guess' }, { token }]) {
      const refused = await call('PATCH', `register-new-validation-mail/${id}`, { body });
      expect((await errorsOf(refused)).message).toBe('errors.token_not_found');
    }
    // The mailed link still works.
    const ok = await call('PATCH', 'register-validate', { body: { token, password: PASSWORD } });
    expect(ok.status).toBe(200);
  });

  it('sets the password, activates the admin, and the link works once', async () => {
    const { id, own, token } = await registered();
    const weak = await call('PATCH', 'register-validate', { body: { token, password: 'short' } });
    expect((await errorsOf(weak)).errors).toEqual({
      password: ['validator.password_min_length|{"min":8}'],
    });
    const leaked = await call('PATCH', 'register-validate', {
      body: { token, password: 'Password123!' },
    });
    expect((await errorsOf(leaked)).errors).toEqual({ password: ['validator.password_leaked'] });

    const ok = await call('PATCH', 'register-validate', { body: { token, password: PASSWORD } });
    expect(await ok.json()).toEqual({
      id,
      side: 'buyer',
      email: 'lucia.ortega@iberiasky.es',
      token: own,
    });
    const registration = db.registrations.find((r) => r.id === id);
    expect(
      db.organizations.find((o) => o.id === registration?.organizationId)?.organizationStatus,
    ).toBe('awaiting_validation');
    const user = await login('lucia.ortega@iberiasky.es', PASSWORD);
    expect(user.organizations.map((o) => o.id)).toEqual([registration?.organizationId]);

    const twice = await call('PATCH', 'register-validate', { body: { token, password: PASSWORD } });
    expect((await errorsOf(twice)).errors).toEqual({ token: ['errors.token_not_found'] });
  });
});

describe('offers', () => {
  it('lists the offers of the seller main typology, then selects and changes one', async () => {
    const { id, token } = (await (
      await call('POST', 'seller-register', { body: NEW_SELLER })
    ).json()) as RegistrationCreated;
    const list = (await (
      await call('GET', `api/register/offers/${id}?token=${token}`)
    ).json()) as RegistrationOffers;
    expect(list.selectedOfferReference).toBeNull();
    expect(list.offers.map((o) => o.offerReference)).toEqual([
      'OFF-FIX-ESS',
      'OFF-FIX-BUS',
      'OFF-FIX-PRE',
    ]);
    expect(
      (
        await call('PATCH', `api/register/select-offer/${id}`, {
          body: { offerReference: 'OFF-FIX-BUS', token },
        })
      ).status,
    ).toBe(400);
    const other = await call('POST', `api/register/select-offer/${id}`, {
      body: { offerReference: 'OFF-FUE-ESS', token },
    });
    expect((await errorsOf(other)).errors).toEqual({ offerReference: ['validator.choice'] });
    const first = await call('POST', `api/register/select-offer/${id}`, {
      body: { offerReference: 'OFF-FIX-BUS', token },
    });
    expect(((await first.json()) as RegistrationOffers).selectedOfferReference).toBe('OFF-FIX-BUS');
    expect(
      (
        await call('POST', `api/register/select-offer/${id}`, {
          body: { offerReference: 'OFF-FIX-PRE', token },
        })
      ).status,
    ).toBe(400);
    const change = await call('PATCH', `api/register/select-offer/${id}`, {
      body: { offerReference: 'OFF-FIX-PRE', token },
    });
    expect(((await change.json()) as RegistrationOffers).selectedOfferReference).toBe(
      'OFF-FIX-PRE',
    );
  });

  it("refuses a stranger's choice (found: anyone changed a seller's offer by id)", async () => {
    const { id } = (await (
      await call('POST', 'seller-register', { body: NEW_SELLER })
    ).json()) as RegistrationCreated;
    const mailed = tokenIn(lastMailTo(NEW_SELLER.emergencyContact.email)?.links[0]?.url);
    for (const token of [undefined, 'guess', mailed]) {
      for (const method of ['POST', 'PATCH']) {
        const response = await call(method, `api/register/select-offer/${id}`, {
          body: { offerReference: 'OFF-FIX-BUS', token },
        });
        expect(response.status).toBe(404);
      }
    }
    // Another user's session is no better; the registered admin's is.
    const stranger = await login('seller@demo.aero');
    const refused = await call('POST', `api/register/select-offer/${id}`, {
      token: stranger.token,
      body: { offerReference: 'OFF-FIX-BUS' },
    });
    expect(refused.status).toBe(404);
    expect(db.registrations.find((r) => r.id === id)?.selectedOfferReference).toBeNull();
    // Nor may a stranger read which offer it chose.
    for (const query of ['', '?token=guess']) {
      expect((await call('GET', `api/register/offers/${id}${query}`)).status).toBe(404);
    }
    const peek = await call('GET', `api/register/offers/${id}`, { token: stranger.token });
    expect(peek.status).toBe(404);
    await call('PATCH', 'register-validate', { body: { token: mailed, password: PASSWORD } });
    const admin = await login(NEW_SELLER.emergencyContact.email, PASSWORD);
    const chosen = await call('POST', `api/register/select-offer/${id}`, {
      token: admin.token,
      body: { offerReference: 'OFF-FIX-BUS' },
    });
    expect(chosen.status).toBe(200);
    const read = await call('GET', `api/register/offers/${id}`, { token: admin.token });
    expect(((await read.json()) as RegistrationOffers).selectedOfferReference).toBe('OFF-FIX-BUS');
  });

  it('is 404 for a buyer registration or an unknown id', async () => {
    const { id, token } = (await (await registerBuyer()).json()) as RegistrationCreated;
    expect((await call('GET', `api/register/offers/${id}?token=${token}`)).status).toBe(404);
    expect((await call('GET', 'api/register/offers/999')).status).toBe(404);
  });
});

describe('POST api/register-user', () => {
  function invite(email = 'new.dispatcher@alpine-jets.fr') {
    const userId = nextId(db.users);
    const createdAt = now().toISOString();
    db.users.push({
      id: userId,
      email,
      passwordHash: '',
      firstName: '',
      lastName: '',
      phone: null,
      profilePictureFileUrl: null,
      defaultLangCode: 'en',
      defaultCurrencyCode: 'EUR',
      rights: [],
      status: 'invited',
      createdAt,
    });
    db.organizationUsers.push({
      id: nextId(db.organizationUsers),
      organizationId: 1,
      userId,
      workroleId: WORKROLE.dispatcher,
      role: 'member',
      rights: [],
      status: 'invited',
      createdAt,
    });
    return issueActionToken('invitation', userId).token;
  }

  it('completes an invited user, who can then log in; the token works once', async () => {
    const token = invite();
    const body = {
      token,
      firstName: 'Inès',
      lastName: 'Garnier',
      phone: '+33 6 11 22 33 44',
      password: PASSWORD,
    };
    const ok = await call('POST', 'api/register-user', { body });
    expect(await ok.json()).toEqual({ validationRequired: false });
    const user = await login('new.dispatcher@alpine-jets.fr', PASSWORD);
    expect(user.organizations.map((o) => o.id)).toEqual([1]);
    const twice = await call('POST', 'api/register-user', { body });
    expect((await errorsOf(twice)).message).toBe('errors.token_not_found');
  });

  it('checks names, the policy and leaked passwords', async () => {
    const token = invite();
    const missing = await call('POST', 'api/register-user', {
      body: { token, firstName: '', lastName: 'Garnier', password: 'abc' },
    });
    expect((await errorsOf(missing)).errors).toEqual({
      firstName: ['validator.required'],
      password: ['validator.password_min_length|{"min":8}'],
    });
    const leaked = await call('POST', 'api/register-user', {
      body: { token, firstName: 'Inès', lastName: 'Garnier', password: 'Password123!' },
    });
    expect((await errorsOf(leaked)).errors).toEqual({ password: ['validator.password_leaked'] });
  });

  it('refuses an unknown token or one of another kind', async () => {
    const resetToken = issueActionToken('password_reset', USER.buyer).token;
    for (const token of ['nope', resetToken]) {
      const response = await call('POST', 'api/register-user', {
        body: { token, firstName: 'A', lastName: 'B', password: PASSWORD },
      });
      expect((await errorsOf(response)).errors).toEqual({ token: ['errors.token_not_found'] });
    }
  });
});
