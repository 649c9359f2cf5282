import { forbidden, idParam, notFound } from '../../api';
import { authorize, can, type AuthContext } from '../../auth';
import { db } from '../../db';
import type { OrganizationRecord } from './records';

export const ORGANIZATION_NOT_FOUND = 'errors.organization_not_found';

export interface OrganizationAccess extends AuthContext {
  record: OrganizationRecord;
}

/**
 * The organization `{id}` of a section call and the right to read or change it: operators
 * (user-level OPERATOR_ORGANIZATION_VIEW / _EDIT) act on any organization; members act on their
 * own with ORGANIZATION_ACCOUNT_VIEW / _EDIT there. Only operators learn that an id is unknown
 * (404); anyone else gets 403 either way.
 */
export function organizationAccess(
  request: Request,
  rawId: string | readonly string[] | undefined,
  mode: 'view' | 'edit',
): OrganizationAccess | Response {
  const auth = authorize(request);
  if (auth instanceof Response) return auth;
  const id = idParam(rawId);
  const record = id === null ? undefined : db.organizations.find((o) => o.id === id);
  const operatorKey = mode === 'view' ? 'OPERATOR_ORGANIZATION_VIEW' : 'OPERATOR_ORGANIZATION_EDIT';
  const memberKey = mode === 'view' ? 'ORGANIZATION_ACCOUNT_VIEW' : 'ORGANIZATION_ACCOUNT_EDIT';
  const operator = can(auth.user, null, operatorKey);
  if (!record) {
    return operator || can(auth.user, null, 'OPERATOR_ORGANIZATION_VIEW')
      ? notFound(ORGANIZATION_NOT_FOUND)
      : forbidden();
  }
  if (!operator && !can(auth.user, record, memberKey)) return forbidden();
  return { ...auth, record };
}
