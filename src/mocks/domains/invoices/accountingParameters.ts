import { HttpResponse } from 'msw';
import {
  ACCOUNT_CODE_PATTERN,
  type AccountingParameter,
  type CounterpartyRelation,
} from '../../../entities/invoice/contract';
import type { QuoteParty } from '../../../entities/quote/contract';
import { apiError, badRequest, idParam, QueryReader, readJson, VALIDATOR } from '../../api';
import { db } from '../../db';
import { ownAccounting } from './access';
import { accountCodeOf } from './parameters';
import { apiHttp } from '../../api/http';

export const COUNTERPARTY_NOT_FOUND = 'errors.counterparty_not_found';

/** The organization's customers and suppliers (from its orders and quotes), by name. */
function counterpartiesOf(organizationId: number): AccountingParameter[] {
  const found = new Map<number, { party: QuoteParty; relation: CounterpartyRelation }>();
  const add = (party: QuoteParty, relation: CounterpartyRelation) => {
    const known = found.get(party.id);
    if (!known) found.set(party.id, { party: { ...party }, relation });
    else if (known.relation !== relation) known.relation = 'both';
  };
  for (const quote of db.quotes) {
    if (quote.organization.id === organizationId) add(quote.client, 'customer');
    if (quote.client.id === organizationId) add(quote.organization, 'supplier');
  }
  return [...found.values()]
    .filter(({ party }) => party.id !== organizationId)
    .map(({ party, relation }) => ({
      counterparty: party,
      relation,
      accountCode: accountCodeOf(organizationId, party.id),
    }))
    .sort((a, b) => a.counterparty.name.localeCompare(b.counterparty.name));
}

/** The account code an organization gives each of its counterparties. */
export const accountingParameterHandlers = [
  apiHttp.get('/api/organization/{id}/accounting-parameters', ({ request, params }) => {
    const access = ownAccounting(request, params.id);
    if (access instanceof Response) return access;
    const query = new QueryReader(new URL(request.url).searchParams);
    const search = query.text('searchQuery')?.toLowerCase();
    const body = counterpartiesOf(access.organizationId).filter(
      (parameter) =>
        search === undefined ||
        parameter.counterparty.name.toLowerCase().includes(search) ||
        (parameter.accountCode ?? '').toLowerCase().includes(search),
    );
    return HttpResponse.json(body);
  }),

  apiHttp.patch(
    '/api/organization/{id}/accounting-parameters/{counterpartyId}',
    async ({ request, params }) => {
      const access = ownAccounting(request, params.id);
      if (access instanceof Response) return access;
      const { organizationId } = access;
      const counterpartyId = idParam(params.counterpartyId);
      const parameter = counterpartiesOf(organizationId).find(
        (candidate) => candidate.counterparty.id === counterpartyId,
      );
      if (!parameter || counterpartyId === null) return apiError(404, COUNTERPARTY_NOT_FOUND);
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const raw = body.accountCode;
      if (typeof raw !== 'string' || raw.trim() === '') {
        return badRequest({ accountCode: [VALIDATOR.required] });
      }
      const accountCode = raw.trim();
      if (!ACCOUNT_CODE_PATTERN.test(accountCode)) {
        return badRequest({ accountCode: [VALIDATOR.accountCode] });
      }
      const taken = db.accountingParameters.some(
        (other) =>
          other.organizationId === organizationId &&
          other.counterpartyId !== counterpartyId &&
          other.accountCode === accountCode,
      );
      if (taken) return badRequest({ accountCode: [VALIDATOR.alreadyUsed] });
      const stored = db.accountingParameters.find(
        (other) =>
          other.organizationId === organizationId && other.counterpartyId === counterpartyId,
      );
      if (stored) stored.accountCode = accountCode;
      else db.accountingParameters.push({ organizationId, counterpartyId, accountCode });
      const answer: AccountingParameter = { ...parameter, accountCode };
      return HttpResponse.json(answer);
    },
  ),
];
