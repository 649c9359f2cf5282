import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import {
  DEFAULT_BANK_ACCOUNT_ERROR,
  type BankAccount,
} from '../../../entities/organization/contract';
import {
  VALIDATOR,
  apiError,
  badRequest,
  notFound,
  readJson,
  findOwned,
  withoutOwner,
} from '../../api';
import { db, nextId } from '../../db';
import { organizationAccess } from './access';
import type { BankAccountRecord } from './records';
import { readBankAccount } from './validation';

export const BANK_ACCOUNT_NOT_FOUND = 'errors.bank_account_not_found';

const toBankAccount = (record: BankAccountRecord): BankAccount => withoutOwner(record);

export function accountsOf(organizationId: number): BankAccountRecord[] {
  return db.bankAccounts.filter((a) => a.organizationId === organizationId);
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

/** `api/organization/{id}/bank-accounts`: one default account per currency. */
export const bankAccountHandlers = [
  apiHttp.get('/api/organization/{id}/bank-accounts', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    const body: BankAccount[] = accountsOf(access.organization.id).map(toBankAccount);
    return HttpResponse.json(body);
  }),

  apiHttp.post('/api/organization/{id}/bank-accounts', async ({ request, params }) => {
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

  apiHttp.patch('/api/organization/{id}/bank-accounts/{accountId}', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const account = findOwned(db.bankAccounts, access.organization.id, params.accountId);
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

  apiHttp.delete('/api/organization/{id}/bank-accounts/{accountId}', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const account = findOwned(db.bankAccounts, access.organization.id, params.accountId);
    if (!account) return notFound(BANK_ACCOUNT_NOT_FOUND);
    if (account.isDefault && hasSiblings(account)) {
      return apiError(400, DEFAULT_BANK_ACCOUNT_ERROR);
    }
    db.bankAccounts = db.bankAccounts.filter((a) => a.id !== account.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
