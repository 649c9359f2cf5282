import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from './seed';

beforeEach(() => resetDemoApi());

async function as(email: string, organizationId?: number) {
  const { token } = await login(email);
  return (method: string, path: string, body?: unknown) =>
    call(method, path, { token, organizationId, body });
}

const record = (id: number) => db.organizations.find((o) => o.id === id);

describe('organization sections: rights', () => {
  it('lets a member with ORGANIZATION_ACCOUNT_EDIT change their own organization only', async () => {
    const seller = await as('seller@demo.aero', ORG.riviera);
    const own = await seller('PATCH', `api/organization/${ORG.riviera}/legal`, {
      vatNumber: 'FR 72 834 561 209',
      companyRegistrationNumber: '834 561 209 RCS Nice',
      shareCapital: 750000,
      legalForm: 'SAS',
      businessActivityCode: '52.23z',
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      vatNumber: 'FR72834561209',
      shareCapital: 750000,
      businessActivityCode: '52.23Z',
    });
    const other = await seller('PATCH', `api/organization/${ORG.alpine}/legal`, {
      vatNumber: null,
    });
    expect(other.status).toBe(403);
    expect((await seller('GET', `api/organization/${ORG.alpine}/infos`)).status).toBe(403);
  });

  it('lets a member read but not change without ORGANIZATION_ACCOUNT_EDIT', async () => {
    const buyer = await as('buyer@demo.aero', ORG.alpine);
    const read = await buyer('GET', `api/organization/${ORG.alpine}/infos`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ legalName: 'Alpine Executive Jets SAS' });
    const write = await buyer('PATCH', `api/organization/${ORG.alpine}/presentation`, {
      description: { en: 'x', fr: '' },
    });
    expect(write.status).toBe(403);
  });

  it('lets an operator change any organization, 404 for an unknown id', async () => {
    const operator = await as('operator@demo.aero');
    const response = await operator('PATCH', `api/organization/${ORG.alpine}/infos`, {
      legalName: 'Alpine Executive Jets SA',
      commercialName: 'Alpine Jets',
      headOffice: { address: '1 rue X', postalCode: '69500', city: 'Bron', countryCode: 'FR' },
      currencyCode: 'CHF',
      langCode: 'fr',
      phone: '+33 4 72 00 11 00',
      email: 'ops@alpine-jets.fr',
      webSiteUrl: 'https://www.alpine-jets.fr',
    });
    expect(response.status).toBe(200);
    expect(record(ORG.alpine)).toMatchObject({
      legalName: 'Alpine Executive Jets SA',
      currencyCode: 'CHF',
      city: 'Bron',
    });
    expect((await operator('GET', 'api/organization/999/legal')).status).toBe(404);
    expect((await operator('PATCH', 'api/organization/999/legal', {})).status).toBe(404);
    // A read-only operator (Chloé Petit) reads but does not change.
    const reader = await as('chloe.petit@aeromarket.aero');
    expect((await reader('GET', `api/organization/${ORG.alpine}/legal`)).status).toBe(200);
    expect((await reader('PATCH', `api/organization/${ORG.alpine}/legal`, {})).status).toBe(403);
  });

  it('needs a token', async () => {
    expect((await call('GET', `api/organization/${ORG.alpine}/infos`)).status).toBe(401);
  });
});

describe('organization sections: validation', () => {
  it('answers 400 per field and changes nothing', async () => {
    const seller = await as('seller@demo.aero', ORG.riviera);
    const response = await seller('PATCH', `api/organization/${ORG.riviera}/infos`, {
      legalName: 'Alpine Executive Jets SAS',
      commercialName: ' ',
      headOffice: { address: '', postalCode: '06206', city: 'Nice', countryCode: 'XX' },
      currencyCode: 'JPY',
      langCode: 'en',
      email: 'not-an-email',
      webSiteUrl: 'not a url',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'errors.invalid_request',
      errors: {
        legalName: ['validator.already_used'],
        commercialName: ['validator.required'],
        'headOffice.address': ['validator.required'],
        'headOffice.countryCode': ['validator.country'],
        currencyCode: ['validator.choice'],
        email: ['validator.email'],
        webSiteUrl: ['validator.url'],
      },
    });
    expect(record(ORG.riviera)?.legalName).toBe('Riviera Jet Centre SAS');
  });

  it('checks the VAT number format and that no other organization holds it', async () => {
    const seller = await as('seller@demo.aero', ORG.riviera);
    const path = `api/organization/${ORG.riviera}/legal`;
    const bad = await seller('PATCH', path, { vatNumber: '12345' });
    expect(await bad.json()).toMatchObject({ errors: { vatNumber: ['validator.vat_number'] } });
    const taken = await seller('PATCH', path, { vatNumber: 'FR40123456789' });
    expect(await taken.json()).toMatchObject({
      errors: { vatNumber: ['validator.vat_number_already_registered'] },
    });
  });

  it('requires the default language of the description and a plausible founding year', async () => {
    const seller = await as('seller@demo.aero', ORG.riviera);
    const response = await seller('PATCH', `api/organization/${ORG.riviera}/presentation`, {
      description: { en: '', fr: 'Bonjour' },
      yearFounded: 1850,
    });
    expect(await response.json()).toMatchObject({
      errors: {
        'description.en': ['validator.required'],
        yearFounded: ['validator.year_founded'],
      },
    });
  });

  it('keeps invoice formats to the list', async () => {
    const seller = await as('seller@demo.aero', ORG.riviera);
    const path = `api/organization/${ORG.riviera}/invoice-configuration`;
    expect((await seller('PATCH', path, { invoiceReferenceFormat: 'roman' })).status).toBe(400);
    const ok = await seller('PATCH', path, {
      invoicePrefix: 'NCE-',
      invoiceReferenceFormat: 'date_six_numbers',
    });
    expect(await ok.json()).toEqual({
      invoicePrefix: 'NCE-',
      invoiceReferenceFormat: 'date_six_numbers',
    });
  });
});

describe('emergency contact', () => {
  it('is chosen among the active users of the organization', async () => {
    const buyer = await as('seller@demo.aero', ORG.riviera);
    const path = `api/organization/${ORG.riviera}/emergency-contact`;
    const current = (await (await buyer('GET', path)).json()) as {
      candidates: { email: string }[];
    };
    expect(current.candidates.map((c) => c.email)).toEqual(
      expect.arrayContaining(['seller@demo.aero', 'julien.blanc@rivierajetcentre.fr']),
    );
    const outsider = await buyer('PATCH', path, { email: 'buyer@demo.aero', jobTitle: null });
    expect(outsider.status).toBe(400);
    expect(await outsider.json()).toMatchObject({
      errors: { email: ['validator.emergency_contact_active_user'] },
    });
    const ok = await buyer('PATCH', path, {
      email: 'julien.blanc@rivierajetcentre.fr',
      jobTitle: 'Duty manager',
    });
    expect(await ok.json()).toMatchObject({
      emergencyContact: { firstName: 'Julien', lastName: 'Blanc', jobTitle: 'Duty manager' },
    });
  });

  it('refuses an invited (not yet active) user', async () => {
    const operator = await as('operator@demo.aero');
    const response = await operator('PATCH', `api/organization/${ORG.alpine}/emergency-contact`, {
      email: 'isabelle.roux@alpine-jets.fr',
    });
    expect(await response.json()).toMatchObject({
      errors: { email: ['validator.emergency_contact_active_user'] },
    });
  });
});

describe('airports', () => {
  it('adds known airports and refuses removing one attached to products', async () => {
    const seller = await as('seller@demo.aero', ORG.riviera);
    const path = `api/organization/${ORG.riviera}/airports`;
    const added = await seller('PATCH', path, { airportIcaos: ['LFMN', 'lfmd'] });
    expect(await added.json()).toMatchObject({
      airports: [
        { icao: 'LFMN', iata: 'NCE' },
        { icao: 'LFMD', iata: 'CEQ' },
      ],
    });
    const removed = await seller('PATCH', path, { airportIcaos: ['LFMN'] });
    expect(removed.status).toBe(200);
    const refused = await seller('PATCH', path, { airportIcaos: [] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: 'errors.airport_attached_to_products' });
    expect(record(ORG.riviera)?.airportIcaos).toEqual(['LFMN']);
    const unknown = await seller('PATCH', path, { airportIcaos: ['LFMN', 'ZZZZ'] });
    expect(await unknown.json()).toMatchObject({ errors: { airportIcaos: ['validator.choice'] } });
  });

  it('searches the catalogue by code, name or city', async () => {
    const { token } = await login('seller@demo.aero');
    const response = await call('GET', 'api/airport-search?searchQuery=cannes', { token });
    const { airports } = (await response.json()) as { airports: { icao: string }[] };
    expect(airports.map((a) => a.icao)).toEqual(['LFMD']);
  });
});

describe('DELETE api/organization/{id}/delete', () => {
  it('deletes an organization and revokes its memberships', async () => {
    const operator = await as('operator@demo.aero');
    const response = await operator('DELETE', 'api/organization/9/delete');
    expect(response.status).toBe(204);
    expect(record(9)).toBeUndefined();
    expect(db.organizationUsers.some((m) => m.organizationId === 9)).toBe(false);
    expect((await operator('GET', 'api/organization/9')).status).toBe(404);
  });

  it('refuses the platform organization, members, and unknown ids', async () => {
    const operator = await as('operator@demo.aero');
    const platform = await operator('DELETE', `api/organization/${ORG.platform}/delete`);
    expect(platform.status).toBe(400);
    expect(await platform.json()).toMatchObject({
      message: 'errors.platform_organization_not_deletable',
    });
    expect((await operator('DELETE', 'api/organization/999/delete')).status).toBe(404);
    const seller = await as('seller@demo.aero', ORG.riviera);
    expect((await seller('DELETE', `api/organization/${ORG.riviera}/delete`)).status).toBe(403);
  });
});

describe('GET api/organization with countryCode', () => {
  it('filters by country', async () => {
    const operator = await as('operator@demo.aero');
    const response = await operator(
      'GET',
      'api/organization?countryCode=ch&numberOfItemsPerPage=50',
    );
    const { organizations } = (await response.json()) as {
      organizations: { countryCode: string }[];
    };
    expect(organizations.length).toBe(
      db.organizations.filter((o) => o.countryCode === 'CH').length,
    );
    expect(organizations.every((o) => o.countryCode === 'CH')).toBe(true);
  });
});
