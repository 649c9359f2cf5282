import type { Schemas } from '../../../lib/api/contract';
import { cancellationPolicyStatusValues } from '../../../lib/contract/generated/constants';
import {
  QueryReader,
  VALIDATOR,
  badRequest,
  matchesWords,
  naturalOrder,
  searchWords,
} from '../../api';
import { crudRights, ownedCrud, type ListQuery } from '../../crud';
import { db } from '../../db';
import { toPolicy } from './lookup';
import type { CancellationPolicyRecord } from './records';
import { policyRuleErrors, readPolicyPayload } from './validation';

export const CANCELLATION_POLICY_NOT_FOUND = 'errors.cancellation_policy_not_found';

function isComplete(
  payload: Partial<Schemas['CancellationPolicyPayload']>,
): payload is Omit<Schemas['CancellationPolicyPayload'], 'description' | 'termsFileId'> &
  Partial<Schemas['CancellationPolicyPayload']> {
  return (
    payload.name !== undefined &&
    payload.status !== undefined &&
    payload.groupDefault !== undefined &&
    payload.categoryIds !== undefined &&
    payload.conditions !== undefined
  );
}

/** A name is unique among the organization's policies (case aside). */
function nameTaken(organizationId: number, name: string, exceptId?: number): boolean {
  const wanted = name.toLocaleLowerCase();
  return db.cancellationPolicies.some(
    (p) =>
      p.organizationId === organizationId &&
      p.id !== exceptId &&
      p.name.toLocaleLowerCase() === wanted,
  );
}

/**
 * Stores `policy`; when it is the group default, the organization's previous default stops
 * being one (one default per organization: the newest choice wins).
 */
function save(policy: CancellationPolicyRecord): void {
  db.cancellationPolicies = [
    ...db.cancellationPolicies
      .filter((p) => p.id !== policy.id)
      .map((p) =>
        policy.groupDefault && p.organizationId === policy.organizationId && p.groupDefault
          ? { ...p, groupDefault: false }
          : p,
      ),
    policy,
  ].sort((a, b) => a.id - b.id);
}

function checked(policy: CancellationPolicyRecord, exceptId?: number): Response | null {
  if (nameTaken(policy.organizationId, policy.name, exceptId)) {
    return badRequest({ name: [VALIDATOR.alreadyUsed] });
  }
  const errors = policyRuleErrors(policy);
  return errors ? badRequest(errors) : null;
}

function listQuery(params: URLSearchParams): ListQuery<CancellationPolicyRecord> | Response {
  const query = new QueryReader(params);
  const words = searchWords(query.text('searchQuery'));
  const status = query.oneOf('status', cancellationPolicyStatusValues);
  const page = query.page();
  if (query.failed()) return query.badRequest();
  const filter = (p: CancellationPolicyRecord) =>
    (status === undefined || p.status === status) &&
    matchesWords(`${p.name} ${p.description}`, words);
  // The default first, then by name: pages never shuffle.
  const compare = (a: CancellationPolicyRecord, b: CancellationPolicyRecord) =>
    Number(b.groupDefault) - Number(a.groupDefault) ||
    naturalOrder.compare(a.name, b.name) ||
    a.id - b.id;
  return { filter, compare, page };
}

/** Cancellation policies (spec sections 3 and 7), per selected seller organization. */
export const cancellationPolicyHandlers = ownedCrud({
  path: 'api/cancellation-policy',
  records: () => db.cancellationPolicies,
  ownerKey: 'organizationId',
  sellerOnly: true,
  rights: crudRights('CANCELLATION_POLICY'),
  notFound: CANCELLATION_POLICY_NOT_FOUND,
  toApi: toPolicy,
  list: { key: 'cancellationPolicies', query: listQuery },
  read: (body, partial, { ownerId, userId }) =>
    readPolicyPayload(body, partial, { organizationId: ownerId, userId }),
  create: (payload, { ownerId }, stamp) => {
    if (!isComplete(payload)) return badRequest();
    const policy: CancellationPolicyRecord = {
      description: '',
      termsFileId: null,
      ...payload,
      ...stamp,
      organizationId: ownerId,
    };
    return checked(policy) ?? policy;
  },
  update: (policy, payload) => {
    const updated: CancellationPolicyRecord = { ...policy, ...payload };
    return checked(updated, policy.id) ?? updated;
  },
  save,
}).handlers;
