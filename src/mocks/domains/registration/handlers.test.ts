import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { issueActionToken } from '../../auth';
import { advanceClock, db, nextId, now, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { USER, WORKROLE } from '../auth';
import { lastMailTo } from '../mail';
import { NEW_BUYER, NEW_SELLER, tokenIn } from './testing';

beforeEach(() => resetDemoApi());

const PASSWORD = 'Riviera-Sunset#2031';

async function errorsOf(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: string; errors?: Record<string, string[]> };
  return body;
}

async function registerBuyer(body: object = NEW_BUYER) {
  return call('POST', 'client-register', {
    body,
    headers: { Origin: 'http://localhost:4194' },
  });
}

describe('airports', () => {
  it('searches real airports by ICAO, IATA, name or city, with numeric ids', async () => {
    const all = (await (
      await call('GET', 'api/register/airports')
    ).json()) as Schemas['RegistrationAirport'][];
    expect(all.length).toBe(20);
    const nice = (await (
      await call('GET', 'api/register/airports?searchQuery=côte')
    ).json()) as Schemas['RegistrationAirport'][];
    expect(nice).toEqual([
      {
        id: 4,
        icao: 'LFMN',
        iata: 'NCE',
        name: 'Nice Côte d’Azur',
        city: 'Nice',
        countryCode: 'FR',
      },
    ]);
    const byIata = (await (
      await call('GET', 'api/register/airports?searchQuery=olb')
    ).json()) as Schemas['RegistrationAirport'][];
    // The exact IATA code first, then Beirut, whose ICAO (OLBA) holds the text.
    expect(byIata.map((a) => a.icao)).toEqual(['LIEO', 'OLBA']);
  });
});

describe('POST client-register / seller-register', () => {
  it('creates the organization, its invited admin, and mails a validation link', async () => {
    const response = await registerBuyer();
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const registration = db.registrations.find((r) => r.id === id);
    expect(registration).toMatchObject({ side: 'buyer', email: 'lucia.ortega@iberiasky.es' });
    const organization = db.organizations.find((o) => o.id === registration?.organizationId);
    expect(organization).toMatchObject({
      legalName: 'Iberia Sky Charter SL',
      buyer: true,
      seller: false,
      organizationTypology: 'flight_operator',
      countryCode: 'ES',
      organizationStatus: 'registration_pending',
      vatNumber: 'ESB12345674',
      airportIcaos: ['LEMD', 'LEBL'],
    });
    const user = db.users.find((u) => u.id === registration?.userId);
    expect(user).toMatchObject({ status: 'invited', passwordHash: '', firstName: 'Lucía' });
    expect(
      db.organizationUsers.find(
        (m) => m.userId === user?.id && m.organizationId === organization?.id,
      ),
    ).toMatchObject({
      role: 'admin',
      status: 'invited',
      workroleId: WORKROLE.flightOperationsManager,
    });
    const mail = lastMailTo('lucia.ortega@iberiasky.es', 'registration_validation');
    const url = new URL(mail?.links[0]?.url ?? 'http://invalid');
    expect(url.origin).toBe('http://localhost:5173');
    expect(url.pathname).toBe('/register-validate');
    expect(url.searchParams.get('token')).toMatch(/^[0-9a-f]{48}$/);
  });

  it('gives a helicopter seller the helicopter operations manager workrole', async () => {
    const response = await call('POST', 'seller-register', {
      body: { ...NEW_SELLER, mainTypologyId: 8, otherTypologiesIds: [] },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const registration = db.registrations.find((r) => r.id === id);
    expect(db.organizations.find((o) => o.id === registration?.organizationId)).toMatchObject({
      seller: true,
      organizationTypology: 'helicopter',
    });
    expect(db.organizationUsers.find((m) => m.userId === registration?.userId)?.workroleId).toBe(
      WORKROLE.helicopterOperationsManager,
    );
  });

  it('names every invalid field with a validator key', async () => {
    const body = await errorsOf(
      await registerBuyer({
        ...NEW_BUYER,
        legalName: ' ',
        intracommunityVatNumber: '123',
        address: { ...NEW_BUYER.address, contactEmail: 'nope', countryCode: 'XX', city: '' },
        organizationAirportsIds: [9999],
        webSiteUrl: 'not a url',
        emergencyContact: { ...NEW_BUYER.emergencyContact, phone: 'call me', email: '' },
        redirectUrl: 'javascript:alert(1)',
        clientTypologyId: 3,
        numberOfAircrafts: -1,
        numberOfAoc: 'two',
        aocCountriesCodes: ['France'],
      }),
    );
    expect(body.errors).toEqual({
      legalName: ['validator.required'],
      intracommunityVatNumber: ['validator.vat_number'],
      'address.contactEmail': ['validator.email'],
      'address.countryCode': ['validator.country'],
      'address.city': ['validator.required'],
      organizationAirportsIds: ['validator.choice'],
      webSiteUrl: ['validator.url'],
      'emergencyContact.phone': ['validator.tel'],
      'emergencyContact.email': ['validator.required'],
      redirectUrl: ['validator.url'],
      clientTypologyId: ['validator.choice'],
      numberOfAircrafts: ['validator.positive'],
      numberOfAoc: ['validator.number'],
      aocCountriesCodes: ['validator.country'],
    });
  });

  it('requires the seller fields on seller-register', async () => {
    const { mainTypologyId: _main, ...rest } = NEW_SELLER;
    const body = await errorsOf(
      await call('POST', 'seller-register', {
        body: { ...rest, otherSubsidiariesInterested: true, subsidiariesCountriesCodes: [] },
      }),
    );
    expect(body.errors).toEqual({
      mainTypologyId: ['validator.required'],
      subsidiariesCountriesCodes: ['validator.required'],
    });
  });

  it.each([undefined, '', 'forged-token'])('refuses the captcha token %s', async (token) => {
    const body = await errorsOf(await registerBuyer({ ...NEW_BUYER, recaptchaToken: token }));
    expect(body.errors).toEqual({ recaptchaToken: ['validator.captcha'] });
    expect(db.registrations).toHaveLength(0);
  });

  it.each([
    [
      'a VAT number already registered (spaces and case aside)',
      { intracommunityVatNumber: 'fr 40 123456789' },
    ],
    [
      'an organization already registered (legal name and country)',
      {
        legalName: 'alpine executive jets sas',
        address: { ...NEW_BUYER.address, countryCode: 'FR' },
      },
    ],
  ])(
    'answers %s as any registration, creating nothing, and tells the email',
    async (_case, change) => {
      const organizations = db.organizations.length;
      const response = await registerBuyer({ ...NEW_BUYER, ...change });
      expect(response.status).toBe(201);
      expect(Object.keys((await response.json()) as object).sort()).toEqual(['id', 'token']);
      expect(db.organizations).toHaveLength(organizations);
      expect(
        lastMailTo(NEW_BUYER.emergencyContact.email, 'registration_validation'),
      ).toBeUndefined();
      expect(lastMailTo(NEW_BUYER.emergencyContact.email, 'notification')?.subject).toBe(
        'Your organization is already registered',
      );
    },
  );

  it('answers a contact email a user already has as any registration; its owner is told', async () => {
    const users = db.users.length;
    const taken = await registerBuyer({
      ...NEW_BUYER,
      intracommunityVatNumber: 'ESA12345678',
      emergencyContact: { ...NEW_BUYER.emergencyContact, email: 'Buyer@Demo.aero' },
    });
    const fresh = await registerBuyer();
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys((await taken.json()) as object)).toEqual(
      Object.keys((await fresh.json()) as object),
    );
    expect(db.users).toHaveLength(users + 1);
    expect(lastMailTo('buyer@demo.aero', 'notification')?.subject).toBe(
      'Someone tried to register with your email',
    );
  });

  it('frees the email, VAT number and name of a registration left unvalidated for 7 days', async () => {
    expect((await registerBuyer()).status).toBe(201);
    advanceClock(7 * 24 * 3600 + 60);
    const again = await registerBuyer();
    expect(again.status).toBe(201);
    // A real registration again (a validation mail), the stale one and its records gone.
    expect(db.registrations).toHaveLength(1);
    expect(db.registrations[0]?.duplicate).toBeUndefined();
    expect(db.organizations.filter((o) => o.legalName === NEW_BUYER.legalName)).toHaveLength(1);
    expect(db.users.filter((u) => u.email === NEW_BUYER.emergencyContact.email)).toHaveLength(1);
    expect(lastMailTo(NEW_BUYER.emergencyContact.email, 'registration_validation')).toBeDefined();
  });

  it('still reserves them within the 7 days', async () => {
    await registerBuyer();
    advanceClock(6 * 24 * 3600);
    await registerBuyer();
    expect(db.registrations.at(-1)?.duplicate).toBe(true);
  });
});

describe('validation link', () => {
  async function registered() {
    const created = (await (await registerBuyer()).json()) as Schemas['RegistrationCreated'];
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
    ).json()) as Schemas['RegistrationCreated'];
    const list = (await (
      await call('GET', `api/register/offers/${id}?token=${token}`)
    ).json()) as Schemas['RegistrationOffers'];
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
    expect(((await first.json()) as Schemas['RegistrationOffers']).selectedOfferReference).toBe(
      'OFF-FIX-BUS',
    );
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
    expect(((await change.json()) as Schemas['RegistrationOffers']).selectedOfferReference).toBe(
      'OFF-FIX-PRE',
    );
  });

  it("refuses a stranger's choice (found: anyone changed a seller's offer by id)", async () => {
    const { id } = (await (
      await call('POST', 'seller-register', { body: NEW_SELLER })
    ).json()) as Schemas['RegistrationCreated'];
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
    expect(((await read.json()) as Schemas['RegistrationOffers']).selectedOfferReference).toBe(
      'OFF-FIX-BUS',
    );
  });

  it('is 404 for a buyer registration or an unknown id', async () => {
    const { id, token } = (await (await registerBuyer()).json()) as Schemas['RegistrationCreated'];
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
