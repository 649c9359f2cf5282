import { http, HttpResponse } from 'msw';
import {
  CANCELLATION_POLICY_STATUSES,
  type CancellationPolicyPage,
  type CancellationPolicyPayload,
} from '../../../entities/cancellation-policy/contract';
import {
  QueryReader,
  VALIDATOR,
  badRequest,
  findOwned,
  matchesWords,
  naturalOrder,
  notFound,
  paginate,
  readJson,
  searchWords,
} from '../../api';
import { db, nextId, now } from '../../db';
import { sellerFor } from './access';
import { toPolicy } from './lookup';
import type { CancellationPolicyRecord } from './records';
import { policyRuleErrors, readPolicyPayload } from './validation';

export const CANCELLATION_POLICY_NOT_FOUND = 'errors.cancellation_policy_not_found';

function isComplete(
  payload: Partial<CancellationPolicyPayload>,
): payload is Omit<CancellationPolicyPayload, 'description' | 'termsFileId'> &
  Partial<CancellationPolicyPayload> {
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

/** Cancellation policies (spec sections 3 and 7), per selected seller organization. */
export const cancellationPolicyHandlers = [
  http.get('*/api/cancellation-policy', ({ request }) => {
    const owner = sellerFor(request, 'CANCELLATION_POLICY_VIEW');
    if (owner instanceof Response) return owner;
    const query = new QueryReader(new URL(request.url).searchParams);
    const words = searchWords(query.text('searchQuery'));
    const status = query.oneOf('status', CANCELLATION_POLICY_STATUSES);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const found = db.cancellationPolicies
      .filter(
        (p) =>
          p.organizationId === owner.organizationId &&
          (status === undefined || p.status === status) &&
          matchesWords(`${p.name} ${p.description}`, words),
      )
      // The default first, then by name: pages never shuffle.
      .sort(
        (a, b) =>
          Number(b.groupDefault) - Number(a.groupDefault) ||
          naturalOrder.compare(a.name, b.name) ||
          a.id - b.id,
      );
    const body: CancellationPolicyPage = {
      cancellationPolicies: paginate(found, page).map(toPolicy),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  http.get('*/api/cancellation-policy/:id', ({ request, params }) => {
    const owner = sellerFor(request, 'CANCELLATION_POLICY_VIEW');
    if (owner instanceof Response) return owner;
    const policy = findOwned(db.cancellationPolicies, owner.organizationId, params.id);
    return policy ? HttpResponse.json(toPolicy(policy)) : notFound(CANCELLATION_POLICY_NOT_FOUND);
  }),

  http.post('*/api/cancellation-policy', async ({ request }) => {
    const owner = sellerFor(request, 'CANCELLATION_POLICY_ADD');
    if (owner instanceof Response) return owner;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readPolicyPayload(body, false, owner);
    if (errors || !isComplete(payload)) return badRequest(errors ?? undefined);
    const stamp = now().toISOString();
    const policy: CancellationPolicyRecord = {
      description: '',
      termsFileId: null,
      ...payload,
      id: nextId(db.cancellationPolicies),
      organizationId: owner.organizationId,
      createdAt: stamp,
      updatedAt: stamp,
    };
    const refused = checked(policy);
    if (refused) return refused;
    save(policy);
    return HttpResponse.json(toPolicy(policy), { status: 201 });
  }),

  http.patch('*/api/cancellation-policy/:id', async ({ request, params }) => {
    const owner = sellerFor(request, 'CANCELLATION_POLICY_EDIT');
    if (owner instanceof Response) return owner;
    const policy = findOwned(db.cancellationPolicies, owner.organizationId, params.id);
    if (!policy) return notFound(CANCELLATION_POLICY_NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readPolicyPayload(body, true, owner);
    if (errors) return badRequest(errors);
    const updated: CancellationPolicyRecord = {
      ...policy,
      ...payload,
      updatedAt: now().toISOString(),
    };
    const refused = checked(updated, policy.id);
    if (refused) return refused;
    save(updated);
    return HttpResponse.json(toPolicy(updated));
  }),

  http.delete('*/api/cancellation-policy/:id', ({ request, params }) => {
    const owner = sellerFor(request, 'CANCELLATION_POLICY_DELETE');
    if (owner instanceof Response) return owner;
    const policy = findOwned(db.cancellationPolicies, owner.organizationId, params.id);
    if (!policy) return notFound(CANCELLATION_POLICY_NOT_FOUND);
    db.cancellationPolicies = db.cancellationPolicies.filter((p) => p.id !== policy.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
