// Registering: the airports to choose from, and the client and seller registrations (what follows
// them: afterRegister.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';

type RegistrationAirport = Schemas['RegistrationAirport'];
import { advanceClock, db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { WORKROLE } from '../auth';
import { lastMailTo } from '../mail';
import { NEW_BUYER, NEW_SELLER } from './testing';
import { errorsOf, registerBuyer } from './testkit';

beforeEach(() => resetDemoApi());

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
