import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';

beforeEach(() => resetDemoApi());

async function tokenOf(email: string) {
  return (await login(email)).token;
}

const SELLER = 'seller@demo.aero';
const OPERATOR = 'operator@demo.aero';
const BUYER = 'buyer@demo.aero';
const VALID = {
  holder: 'Riviera Jet Centre SAS',
  iban: 'fr76 3000 4000 0312 3456 7890 143',
  bic: 'bnpafrpp',
  bankName: 'BNP Paribas',
  currencyCode: 'EUR',
  isDefault: false,
};
const accounts = (organizationId: number) =>
  db.bankAccounts.filter((a) => a.organizationId === organizationId);

describe('rights on api/organization/{id}/…', () => {
  it('answers 401 without a token', async () => {
    expect((await call('GET', `api/organization/${ORG.riviera}/bank-accounts`)).status).toBe(401);
  });

  it.each([
    ['a member reads her organization', SELLER, ORG.riviera, ORG.riviera, 200],
    ['a member of another organization', SELLER, ORG.riviera, ORG.alpine, 403],
    ['an operator reads any organization', OPERATOR, undefined, ORG.riviera, 200],
    ['an operator learns an id does not exist', OPERATOR, undefined, 999, 404],
    ['a non-operator does not', SELLER, ORG.riviera, 999, 403],
  ])('%s: %s', async (_case, email, selected, target, status) => {
    const token = await tokenOf(email);
    const response = await call('GET', `api/organization/${target}/bank-accounts`, {
      token,
      organizationId: selected,
    });
    expect(response.status).toBe(status);
  });

  it('refuses changes to a member holding ORGANIZATION_ACCOUNT_VIEW only', async () => {
    const token = await tokenOf(BUYER);
    const response = await call('POST', `api/organization/${ORG.alpine}/bank-accounts`, {
      token,
      organizationId: ORG.alpine,
      body: VALID,
    });
    expect(response.status).toBe(403);
  });
});

describe('bank accounts', () => {
  const post = async (body: unknown) =>
    call('POST', `api/organization/${ORG.riviera}/bank-accounts`, {
      token: await tokenOf(SELLER),
      organizationId: ORG.riviera,
      body,
    });

  it('stores the electronic IBAN and the upper-case BIC', async () => {
    const response = await post(VALID);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      iban: 'FR7630004000031234567890143',
      bic: 'BNPAFRPP',
      isDefault: false,
    });
  });

  it.each([
    [{ iban: 'FR76 3000 4000 0312 3456 7890 144' }, { iban: ['validator.iban'] }],
    [{ iban: 'XX76 3000 4000 0312 3456 7890 143' }, { iban: ['validator.iban_country'] }],
    [{ bic: 'NOPE' }, { bic: ['validator.bic'] }],
    [{ currencyCode: 'JPY' }, { currencyCode: ['validator.choice'] }],
    [{ holder: ' ' }, { holder: ['validator.required'] }],
    [{ iban: 'FR7630006000011234567890189' }, { iban: ['validator.already_used'] }],
  ])('answers 400 for %j', async (change, errors) => {
    const response = await post({ ...VALID, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, errors });
  });

  it('makes the first account of a currency its default', async () => {
    const response = await post({ ...VALID, currencyCode: 'USD' });
    expect(await response.json()).toMatchObject({ isDefault: true });
  });

  it('a new default unsets the previous one of its currency only', async () => {
    await post({ ...VALID, isDefault: true });
    const eur = accounts(ORG.riviera).filter((a) => a.currencyCode === 'EUR' && a.isDefault);
    expect(eur.map((a) => a.bankName)).toEqual(['BNP Paribas']);
    expect(accounts(ORG.riviera).find((a) => a.currencyCode === 'GBP')?.isDefault).toBe(true);
  });

  it('refuses to unset or delete a default that other accounts of its currency share', async () => {
    const token = await tokenOf(SELLER);
    const options = { token, organizationId: ORG.riviera };
    const unset = await call('PATCH', `api/organization/${ORG.riviera}/bank-accounts/1`, {
      ...options,
      body: { isDefault: false },
    });
    expect(unset.status).toBe(400);
    const removal = await call(
      'DELETE',
      `api/organization/${ORG.riviera}/bank-accounts/1`,
      options,
    );
    expect(removal.status).toBe(400);
    expect(await removal.json()).toMatchObject({ message: 'errors.default_bank_account' });
    // The only GBP account goes freely.
    expect(
      (await call('DELETE', `api/organization/${ORG.riviera}/bank-accounts/3`, options)).status,
    ).toBe(204);
  });

  it('hides another organization’s account', async () => {
    const token = await tokenOf(SELLER);
    const response = await call('DELETE', `api/organization/${ORG.riviera}/bank-accounts/4`, {
      token,
      organizationId: ORG.riviera,
    });
    expect(response.status).toBe(404);
  });
});

describe('KYC', () => {
  it('requires the terms of service, then every legal document', async () => {
    const token = await tokenOf(OPERATOR);
    const url = `api/organization/${ORG.azurHeli}/kyc-submit`;
    const noTerms = await call('PATCH', url, { token, body: { acceptTermsOfService: false } });
    expect(noTerms.status).toBe(400);
    expect(await noTerms.json()).toMatchObject({
      errors: { acceptTermsOfService: ['validator.terms_required'] },
    });
    const missing = await call('PATCH', url, { token, body: { acceptTermsOfService: true } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'errors.missing_legal_document' });
  });

  it('submits a complete KYC', async () => {
    const token = await tokenOf(SELLER);
    db.kycStates = [];
    const response = await call('PATCH', `api/organization/${ORG.riviera}/kyc-submit`, {
      token,
      organizationId: ORG.riviera,
      body: { acceptTermsOfService: true },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'submitted' });
  });

  it('checks a person', async () => {
    const token = await tokenOf(SELLER);
    const response = await call('POST', `api/organization/${ORG.riviera}/kyc-persons`, {
      token,
      organizationId: ORG.riviera,
      body: {
        firstName: 'A',
        lastName: '',
        birthdate: '2999-01-01',
        nationality: 'ZZ',
        role: 'ultimate_beneficial_owner',
        ownershipPercentage: null,
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: {
        lastName: ['validator.required'],
        birthdate: ['validator.date'],
        nationality: ['validator.country'],
        ownershipPercentage: ['validator.required'],
      },
    });
  });

  it('refuses a document over 2 Mo or of another type', async () => {
    const token = await tokenOf(SELLER);
    const send = async (file: File) => {
      const form = new FormData();
      form.set('file', file);
      form.set('documentType', 'identity');
      // The multipart body as the browser would send it.
      const multipart = new Request('http://localhost/', { method: 'POST', body: form });
      return call('POST', `api/organization/${ORG.riviera}/kyc-documents`, {
        token,
        organizationId: ORG.riviera,
        body: await multipart.text(),
        headers: { 'Content-Type': multipart.headers.get('Content-Type') ?? '' },
      });
    };
    const big = await send(new File(['a'.repeat(2 * 1024 * 1024 + 1)], 'id.pdf'));
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({
      errors: { file: [expect.stringMatching(/^validator.file_size/)] },
    });
    const exe = await send(new File(['x'], 'id.exe'));
    expect(await exe.json()).toMatchObject({
      errors: { file: [expect.stringMatching(/^validator.file_type/)] },
    });
    const ok = await send(new File(['%PDF'], 'id.pdf'));
    expect(ok.status).toBe(201);
  });

  it('links to the onboarding on the app itself', async () => {
    const token = await tokenOf(SELLER);
    const response = await call('GET', `api/organization/${ORG.riviera}/kyc-account-link`, {
      token,
      organizationId: ORG.riviera,
    });
    const { url } = (await response.json()) as { url: string };
    expect(new URL(url).hostname).toBe('localhost');
    expect(new URL(url).pathname).toBe('/organization/kyc');
  });
});

describe('offer', () => {
  it('submits one of the available offers, 400 for another', async () => {
    const token = await tokenOf(SELLER);
    const options = { token, organizationId: ORG.riviera };
    const bad = await call('PATCH', `api/organization/${ORG.riviera}/submit-offer`, {
      ...options,
      body: { offerId: 42 },
    });
    expect(bad.status).toBe(400);
    const good = await call('PATCH', `api/organization/${ORG.riviera}/submit-offer`, {
      ...options,
      body: { offerId: 1 },
    });
    expect(await good.json()).toMatchObject({ status: 'active', offer: { id: 1 } });
  });

  it('pages the subscription payments', async () => {
    const token = await tokenOf(SELLER);
    const response = await call(
      'GET',
      `api/organization/${ORG.riviera}/offer-payments?page=2&numberOfItemsPerPage=5`,
      { token, organizationId: ORG.riviera },
    );
    const body = (await response.json()) as { offerPayments: unknown[]; totalItems: number };
    expect(body.totalItems).toBe(7);
    expect(body.offerPayments).toHaveLength(2);
  });
});
