import { http, HttpResponse } from 'msw';
import {
  DEFAULT_BANK_ACCOUNT_ERROR,
  MISSING_LEGAL_DOCUMENT_ERROR,
  type Balance,
  type BankAccount,
  type ExternalAccount,
  type ExternalAccountRequirement,
  type Kyc,
  type KycAccountLink,
  type KycDocument,
  type KycDocumentType,
  type KycPerson,
  type OfferPaymentPage,
  type OrganizationOffer,
  type PaymentInformation,
} from '../../../features/organization-finance/api/finance.types';
import { MAX_FILE_SIZE_BYTES } from '../../../lib/config/constants';
import { messageWithValues } from '../../../lib/validation/messages';
import {
  QueryReader,
  VALIDATOR,
  apiError,
  badRequest,
  idParam,
  notFound,
  paginate,
  readJson,
} from '../../api';
import { db, nextId, now, today } from '../../db';
import { appLink } from '../mail';
import { organizationAccess } from './access';
import type { BankAccountRecord, KycStateRecord } from './records';
import { FINANCE_VALIDATOR, isKycDocumentType, readBankAccount, readKycPerson } from './validation';

export const BANK_ACCOUNT_NOT_FOUND = 'errors.bank_account_not_found';
export const KYC_PERSON_NOT_FOUND = 'errors.kyc_person_not_found';
export const KYC_DOCUMENT_NOT_FOUND = 'errors.kyc_document_not_found';

/** Submitting a KYC needs one of each (the bank statement is optional). */
export const REQUIRED_KYC_DOCUMENTS: KycDocumentType[] = [
  'identity',
  'proof_of_address',
  'company_registration',
  'articles_of_association',
];

const ACCEPTED_FILES = /\.(pdf|jpe?g|png)$/i;

function strip<T extends { organizationId: number }>({ organizationId: _o, ...rest }: T) {
  return rest;
}

const toBankAccount = (record: BankAccountRecord): BankAccount => strip(record);

function accountsOf(organizationId: number): BankAccountRecord[] {
  return db.bankAccounts.filter((a) => a.organizationId === organizationId);
}

function findById<T extends { id: number; organizationId: number }>(
  records: readonly T[],
  organizationId: number,
  rawId: unknown,
): T | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  return records.find((r) => r.id === id && r.organizationId === organizationId);
}

/**
 * Saves `account` keeping exactly one default per currency: the only account of a currency is
 * its default; a new default unsets the previous one of that currency.
 */
function saveWithDefaultRule(account: BankAccountRecord): BankAccountRecord {
  const siblings = db.bankAccounts.filter(
    (a) =>
      a.organizationId === account.organizationId &&
      a.id !== account.id &&
      a.currencyCode === account.currencyCode,
  );
  const saved = { ...account, isDefault: siblings.length === 0 || account.isDefault };
  db.bankAccounts = [
    ...db.bankAccounts
      .filter((a) => a.id !== saved.id)
      .map((a) =>
        saved.isDefault && siblings.includes(a) && a.isDefault ? { ...a, isDefault: false } : a,
      ),
    saved,
  ].sort((a, b) => a.id - b.id);
  return saved;
}

function hasSiblings(account: BankAccountRecord): boolean {
  return accountsOf(account.organizationId).some(
    (a) => a.id !== account.id && a.currencyCode === account.currencyCode,
  );
}

function kycState(organizationId: number): KycStateRecord {
  return (
    db.kycStates.find((s) => s.organizationId === organizationId) ?? {
      organizationId,
      status: 'not_submitted',
      submittedAt: null,
    }
  );
}

function kycOf(organizationId: number): Kyc {
  const state = kycState(organizationId);
  return {
    status: state.status,
    submittedAt: state.submittedAt,
    persons: db.kycPersons.filter((p) => p.organizationId === organizationId).map(strip),
    documents: db.kycDocuments
      .filter((d) => d.organizationId === organizationId)
      .map(({ size: _size, ...document }) => strip(document)),
    requiredDocuments: [...REQUIRED_KYC_DOCUMENTS],
  };
}

function missingDocuments(organizationId: number): KycDocumentType[] {
  const held = db.kycDocuments.filter(
    (d) => d.organizationId === organizationId && d.status !== 'refused',
  );
  return REQUIRED_KYC_DOCUMENTS.filter((type) => !held.some((d) => d.documentType === type));
}

function offerOf(organizationId: number): OrganizationOffer {
  const subscription = db.subscriptions.find((s) => s.organizationId === organizationId);
  const offer = subscription
    ? (db.commissionOffers.find((o) => o.id === subscription.offerId) ?? null)
    : null;
  return {
    offer,
    status: subscription?.status ?? 'none',
    startAt: subscription?.startAt ?? null,
    endAt: subscription?.endAt ?? null,
    availableOffers: db.commissionOffers,
  };
}

const DURATION_MONTHS = { one_month: 1, three_months: 3, six_months: 6, one_year: 12 } as const;

function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

function externalAccountOf(organizationId: number): ExternalAccount {
  const kyc = kycOf(organizationId);
  const accounts = accountsOf(organizationId);
  const requirements: ExternalAccountRequirement[] = [];
  if (missingDocuments(organizationId).length > 0) requirements.push('kyc_documents');
  if (!kyc.persons.some((p) => p.role === 'legal_representative')) {
    requirements.push('legal_representative');
  }
  if (accounts.length === 0) requirements.push('bank_account');
  if (kyc.status === 'not_submitted') requirements.push('terms_of_service');
  const organization = db.organizations.find((o) => o.id === organizationId);
  const preferred =
    accounts.find((a) => a.isDefault && a.currencyCode === organization?.currencyCode) ??
    accounts.find((a) => a.isDefault);
  const status =
    kyc.status === 'not_submitted' && accounts.length === 0
      ? 'not_created'
      : kyc.status === 'validated' && requirements.length === 0
        ? 'enabled'
        : kyc.status === 'submitted'
          ? 'pending'
          : 'restricted';
  return {
    status,
    payoutsEnabled: status === 'enabled',
    chargesEnabled: status === 'enabled' || status === 'restricted',
    defaultBankAccount: preferred
      ? {
          bankName: preferred.bankName,
          last4: preferred.iban.slice(-4),
          currencyCode: preferred.currencyCode,
        }
      : null,
    requirements,
  };
}

/** The finance side of an organization (spec section 7 "Organization"). */
export const organizationFinanceHandlers = [
  http.get('*/api/organization/:id/bank-accounts', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    const body: BankAccount[] = accountsOf(access.organization.id).map(toBankAccount);
    return HttpResponse.json(body);
  }),

  http.post('*/api/organization/:id/bank-accounts', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readBankAccount(body, false);
    if (errors) return badRequest(errors);
    const { holder, iban, bic, bankName, currencyCode, isDefault } = payload;
    if (!holder || !iban || !bic || !bankName || !currencyCode || isDefault === undefined) {
      return badRequest();
    }
    const organizationId = access.organization.id;
    if (accountsOf(organizationId).some((a) => a.iban === iban)) {
      return badRequest({ iban: [VALIDATOR.alreadyUsed] });
    }
    const saved = saveWithDefaultRule({
      id: nextId(db.bankAccounts),
      organizationId,
      holder,
      iban,
      bic,
      bankName,
      currencyCode,
      isDefault,
    });
    return HttpResponse.json(toBankAccount(saved), { status: 201 });
  }),

  http.patch('*/api/organization/:id/bank-accounts/:accountId', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const account = findById(db.bankAccounts, access.organization.id, params.accountId);
    if (!account) return notFound(BANK_ACCOUNT_NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readBankAccount(body, true);
    if (errors) return badRequest(errors);
    if (
      payload.iban !== undefined &&
      accountsOf(account.organizationId).some((a) => a.id !== account.id && a.iban === payload.iban)
    ) {
      return badRequest({ iban: [VALIDATOR.alreadyUsed] });
    }
    const leavesCurrency =
      payload.currencyCode !== undefined && payload.currencyCode !== account.currencyCode;
    // A default with siblings gives its role away by making another account the default.
    if (
      account.isDefault &&
      hasSiblings(account) &&
      (payload.isDefault === false || leavesCurrency)
    ) {
      return badRequest({ isDefault: [DEFAULT_BANK_ACCOUNT_ERROR] }, DEFAULT_BANK_ACCOUNT_ERROR);
    }
    const saved = saveWithDefaultRule({ ...account, ...payload });
    return HttpResponse.json(toBankAccount(saved));
  }),

  http.delete('*/api/organization/:id/bank-accounts/:accountId', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const account = findById(db.bankAccounts, access.organization.id, params.accountId);
    if (!account) return notFound(BANK_ACCOUNT_NOT_FOUND);
    if (account.isDefault && hasSiblings(account)) {
      return apiError(400, DEFAULT_BANK_ACCOUNT_ERROR);
    }
    db.bankAccounts = db.bankAccounts.filter((a) => a.id !== account.id);
    return new HttpResponse(null, { status: 204 });
  }),

  http.get('*/api/organization/:id/kyc', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    return HttpResponse.json(kycOf(access.organization.id));
  }),

  http.post('*/api/organization/:id/kyc-persons', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readKycPerson(body);
    const { firstName, lastName, birthdate, nationality, role, ownershipPercentage } = payload;
    if (errors || !firstName || !lastName || !birthdate || !nationality || !role) {
      return badRequest(errors ?? undefined);
    }
    const person = {
      id: nextId(db.kycPersons),
      organizationId: access.organization.id,
      firstName,
      lastName,
      birthdate,
      nationality,
      role,
      ownershipPercentage: ownershipPercentage ?? null,
    };
    db.kycPersons.push(person);
    const answer: KycPerson = strip(person);
    return HttpResponse.json(answer, { status: 201 });
  }),

  http.patch('*/api/organization/:id/kyc-persons/:personId', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const person = findById(db.kycPersons, access.organization.id, params.personId);
    if (!person) return notFound(KYC_PERSON_NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readKycPerson({ ...strip(person), ...body });
    if (errors) return badRequest(errors);
    const updated = { ...person, ...payload };
    db.kycPersons = db.kycPersons.map((p) => (p.id === person.id ? updated : p));
    const answer: KycPerson = strip(updated);
    return HttpResponse.json(answer);
  }),

  http.delete('*/api/organization/:id/kyc-persons/:personId', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const person = findById(db.kycPersons, access.organization.id, params.personId);
    if (!person) return notFound(KYC_PERSON_NOT_FOUND);
    db.kycPersons = db.kycPersons.filter((p) => p.id !== person.id);
    return new HttpResponse(null, { status: 204 });
  }),

  http.post('*/api/organization/:id/kyc-documents', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return badRequest({ file: [VALIDATOR.required] });
    }
    const file = form.get('file');
    const documentType = form.get('documentType');
    const errors: Record<string, string[]> = {};
    if (!isKycDocumentType(documentType)) errors.documentType = [VALIDATOR.choice];
    if (!(file instanceof Blob) || file.size === 0) errors.file = [VALIDATOR.required];
    else if (file.size > MAX_FILE_SIZE_BYTES) {
      errors.file = [messageWithValues(VALIDATOR.fileSize, { max: 2 })];
    } else {
      const name = file instanceof File ? file.name : '';
      if (!ACCEPTED_FILES.test(name)) {
        errors.file = [messageWithValues(VALIDATOR.fileType, { types: 'PDF, JPG, PNG' })];
      }
    }
    if (
      Object.keys(errors).length > 0 ||
      !(file instanceof File) ||
      !isKycDocumentType(documentType)
    ) {
      return badRequest(errors);
    }
    const record = {
      id: nextId(db.kycDocuments),
      organizationId: access.organization.id,
      documentType,
      fileName: file.name,
      status: 'pending' as const,
      uploadedAt: now().toISOString(),
      size: file.size,
    };
    db.kycDocuments.push(record);
    const { size: _size, ...document } = record;
    const answer: KycDocument = strip(document);
    return HttpResponse.json(answer, { status: 201 });
  }),

  http.delete('*/api/organization/:id/kyc-documents/:documentId', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const document = findById(db.kycDocuments, access.organization.id, params.documentId);
    if (!document) return notFound(KYC_DOCUMENT_NOT_FOUND);
    db.kycDocuments = db.kycDocuments.filter((d) => d.id !== document.id);
    return new HttpResponse(null, { status: 204 });
  }),

  http.patch('*/api/organization/:id/kyc-submit', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    if (body.acceptTermsOfService !== true) {
      return badRequest({ acceptTermsOfService: [FINANCE_VALIDATOR.termsRequired] });
    }
    const organizationId = access.organization.id;
    if (missingDocuments(organizationId).length > 0) {
      return apiError(400, MISSING_LEGAL_DOCUMENT_ERROR);
    }
    const state = kycState(organizationId);
    if (state.status !== 'validated') {
      db.kycStates = [
        ...db.kycStates.filter((s) => s.organizationId !== organizationId),
        { organizationId, status: 'submitted', submittedAt: now().toISOString() },
      ];
    }
    return HttpResponse.json(kycOf(organizationId));
  }),

  http.get('*/api/organization/:id/kyc-account-link', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    // The demo has no payment provider: the "onboarding" is the KYC tab explaining so.
    const path = access.operator
      ? `/organization/${access.organization.id}/kyc`
      : '/organization/kyc';
    const body: KycAccountLink = { url: appLink(request, path, { onboarding: 'demo' }) };
    return HttpResponse.json(body);
  }),

  http.get('*/api/organization/:id/offer', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    return HttpResponse.json(offerOf(access.organization.id));
  }),

  http.get('*/api/organization/:id/offer-payments', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    const query = new QueryReader(new URL(request.url).searchParams);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const found = db.offerPayments
      .filter((p) => p.organizationId === access.organization.id)
      .sort((a, b) => b.paidAt.localeCompare(a.paidAt));
    const body: OfferPaymentPage = {
      offerPayments: paginate(found, page).map(strip),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  http.patch('*/api/organization/:id/submit-offer', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const offer = db.commissionOffers.find((o) => o.id === body.offerId);
    if (!offer) return badRequest({ offerId: [VALIDATOR.choice] });
    const organizationId = access.organization.id;
    const startAt = today();
    db.subscriptions = [
      ...db.subscriptions.filter((s) => s.organizationId !== organizationId),
      {
        organizationId,
        offerId: offer.id,
        status: offer.price > 0 ? 'pending' : 'active',
        startAt,
        endAt: addMonths(startAt, DURATION_MONTHS[offer.duration]),
      },
    ];
    return HttpResponse.json(offerOf(organizationId));
  }),

  http.get('*/api/organization/:id/payment', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    const record = db.paymentInformation.find((p) => p.organizationId === access.organization.id);
    const body: PaymentInformation = record
      ? strip(record)
      : {
          method: null,
          last4: null,
          nextPaymentAt: null,
          nextAmount: null,
          currencyCode: access.organization.currencyCode,
        };
    return HttpResponse.json(body);
  }),

  http.get('*/api/organization/:id/balance', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    const record = db.balances.find((b) => b.organizationId === access.organization.id);
    const body: Balance = record
      ? { amounts: record.amounts, movements: record.movements }
      : { amounts: [], movements: [] };
    return HttpResponse.json(body);
  }),

  http.get('*/api/organization/:id/external-account', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    return HttpResponse.json(externalAccountOf(access.organization.id));
  }),
];
