import { beforeEach, describe, expect, it } from 'vitest';
import type {
  RegistrationAirport,
  RegistrationOffers,
} from '../../../features/registration/api/registration.types';
import { issueActionToken } from '../../auth';
import { db, nextId, now, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { USER, WORKROLE } from '../auth/seed';
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
    ).json()) as RegistrationAirport[];
    expect(all.length).toBe(20);
    const nice = (await (
      await call('GET', 'api/register/airports?searchQuery=côte')
    ).json()) as RegistrationAirport[];
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
    ).json()) as RegistrationAirport[];
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

  it('refuses a VAT number already registered (spaces and case aside)', async () => {
    const body = await errorsOf(
      await registerBuyer({ ...NEW_BUYER, intracommunityVatNumber: 'fr 40 123456789' }),
    );
    expect(body).toMatchObject({
      message: 'errors.vat_number_already_registered',
      errors: { intracommunityVatNumber: ['errors.vat_number_already_registered'] },
    });
  });

  it('refuses an organization already registered (legal name and country)', async () => {
    const body = await errorsOf(
      await registerBuyer({
        ...NEW_BUYER,
        legalName: 'alpine executive jets sas',
        address: { ...NEW_BUYER.address, countryCode: 'FR' },
      }),
    );
    expect(body.errors).toEqual({ legalName: ['errors.organization_not_found_or_registered'] });
    // The same name in another country is another organization.
    const elsewhere = await registerBuyer({ ...NEW_BUYER, legalName: 'Alpine Executive Jets SAS' });
    expect(elsewhere.status).toBe(201);
  });

  it('refuses a contact email a user already has', async () => {
    const body = await errorsOf(
      await registerBuyer({
        ...NEW_BUYER,
        emergencyContact: { ...NEW_BUYER.emergencyContact, email: 'Buyer@Demo.aero' },
      }),
    );
    expect(body.errors).toEqual({
      'emergencyContact.email': ['errors.registration_already_exists'],
    });
  });
});

describe('validation link', () => {
  async function registered() {
    const { id } = (await (await registerBuyer()).json()) as { id: number };
    return { id, token: tokenIn(lastMailTo(NEW_BUYER.emergencyContact.email)?.links[0]?.url) };
  }

  it('resends a new link that replaces the first; refuses an unknown or validated id', async () => {
    const { id, token } = await registered();
    expect((await call('PATCH', `register-new-validation-mail/${id}`)).status).toBe(204);
    const second = tokenIn(lastMailTo(NEW_BUYER.emergencyContact.email)?.links[0]?.url);
    expect(second).not.toBe(token);
    const stale = await call('PATCH', 'register-validate', { body: { token, password: PASSWORD } });
    expect((await errorsOf(stale)).message).toBe('errors.token_not_found');
    const unknown = await call('PATCH', 'register-new-validation-mail/999');
    expect((await errorsOf(unknown)).message).toBe('errors.token_not_found');

    const ok = await call('PATCH', 'register-validate', {
      body: { token: second, password: PASSWORD },
    });
    expect(ok.status).toBe(200);
    const again = await call('PATCH', `register-new-validation-mail/${id}`);
    expect((await errorsOf(again)).message).toBe('errors.token_not_found');
  });

  it('sets the password, activates the admin, and the link works once', async () => {
    const { id, token } = await registered();
    const weak = await call('PATCH', 'register-validate', { body: { token, password: 'short' } });
    expect((await errorsOf(weak)).errors).toEqual({
      password: ['validator.password_min_length|{"min":8}'],
    });
    const leaked = await call('PATCH', 'register-validate', {
      body: { token, password: 'Password123!' },
    });
    expect((await errorsOf(leaked)).errors).toEqual({ password: ['validator.password_leaked'] });

    const ok = await call('PATCH', 'register-validate', { body: { token, password: PASSWORD } });
    expect(await ok.json()).toEqual({ id, side: 'buyer', email: 'lucia.ortega@iberiasky.es' });
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
    const { id } = (await (await call('POST', 'seller-register', { body: NEW_SELLER })).json()) as {
      id: number;
    };
    const list = (await (
      await call('GET', `api/register/offers/${id}`)
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
          body: { offerReference: 'OFF-FIX-BUS' },
        })
      ).status,
    ).toBe(400);
    const other = await call('POST', `api/register/select-offer/${id}`, {
      body: { offerReference: 'OFF-FUE-ESS' },
    });
    expect((await errorsOf(other)).errors).toEqual({ offerReference: ['validator.choice'] });
    const first = await call('POST', `api/register/select-offer/${id}`, {
      body: { offerReference: 'OFF-FIX-BUS' },
    });
    expect(((await first.json()) as RegistrationOffers).selectedOfferReference).toBe('OFF-FIX-BUS');
    expect(
      (
        await call('POST', `api/register/select-offer/${id}`, {
          body: { offerReference: 'OFF-FIX-PRE' },
        })
      ).status,
    ).toBe(400);
    const change = await call('PATCH', `api/register/select-offer/${id}`, {
      body: { offerReference: 'OFF-FIX-PRE' },
    });
    expect(((await change.json()) as RegistrationOffers).selectedOfferReference).toBe(
      'OFF-FIX-PRE',
    );
  });

  it('is 404 for a buyer registration or an unknown id', async () => {
    const { id } = (await (await registerBuyer()).json()) as { id: number };
    expect((await call('GET', `api/register/offers/${id}`)).status).toBe(404);
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
