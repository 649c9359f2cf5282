import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type {
  Balance,
  ExternalAccount,
  ExternalAccountRequirement,
  OfferPaymentPage,
  OrganizationOffer,
  PaymentInformation,
} from '../../../entities/organization/contract';
import { QueryReader, VALIDATOR, badRequest, paginate, readJson, withoutOwner } from '../../api';
import { db } from '../../db';
import {
  availableOffersFor,
  findOffer,
  offerFullRefusal,
  subscribeOrganization,
  toCommissionOffer,
} from '../offers';
import { organizationAccess } from './access';
import { accountsOf } from './bankAccounts';
import { kycOf, missingDocuments } from './kyc';

/** The organization's offer tab: its subscription and the offers it may choose (offers domain). */
function offerOf(organizationId: number): OrganizationOffer {
  const subscription = db.subscriptions.find((s) => s.organizationId === organizationId);
  const offer = subscription ? findOffer(subscription.offerId) : undefined;
  return {
    offer: offer ? toCommissionOffer(offer) : null,
    status: subscription?.status ?? 'none',
    startAt: subscription?.startAt ?? null,
    endAt: subscription?.endAt ?? null,
    availableOffers: availableOffersFor(organizationId).map(toCommissionOffer),
  };
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

/** The commission offer, its payments, the payment information, balance and payout account. */
export const organizationFinanceHandlers = [
  apiHttp.get('/api/organization/{id}/offer', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    return HttpResponse.json(offerOf(access.organization.id));
  }),

  apiHttp.get('/api/organization/{id}/offer-payments', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    const query = new QueryReader(new URL(request.url).searchParams);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const found = db.offerPayments
      .filter((p) => p.organizationId === access.organization.id)
      .sort((a, b) => b.paidAt.localeCompare(a.paidAt));
    const body: OfferPaymentPage = {
      offerPayments: paginate(found, page).map(withoutOwner),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  apiHttp.patch('/api/organization/{id}/submit-offer', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const organizationId = access.organization.id;
    const offer = availableOffersFor(organizationId).find((o) => o.id === body.offerId);
    if (!offer) return badRequest({ offerId: [VALIDATOR.choice] });
    const full = offerFullRefusal(offer, organizationId);
    if (full) return badRequest({ offerId: [full] });
    subscribeOrganization(organizationId, offer);
    return HttpResponse.json(offerOf(organizationId));
  }),

  apiHttp.get('/api/organization/{id}/payment', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    const record = db.paymentInformation.find((p) => p.organizationId === access.organization.id);
    const body: PaymentInformation = record
      ? withoutOwner(record)
      : {
          method: null,
          last4: null,
          nextPaymentAt: null,
          nextAmount: null,
          currencyCode: access.organization.currencyCode,
        };
    return HttpResponse.json(body);
  }),

  apiHttp.get('/api/organization/{id}/balance', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    const record = db.balances.find((b) => b.organizationId === access.organization.id);
    const body: Balance = record
      ? { amounts: record.amounts, movements: record.movements }
      : { amounts: [], movements: [] };
    return HttpResponse.json(body);
  }),

  apiHttp.get('/api/organization/{id}/external-account', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    return HttpResponse.json(externalAccountOf(access.organization.id));
  }),
];
