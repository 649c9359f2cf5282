import { apiError, idParam } from '../../api';
import { authorize, type AuthContext } from '../../auth';

export const ORGANIZATION_NOT_FOUND = 'errors.organization_not_found';

/** ACCOUNTING_VIEW on the selected organization, which must be `{id}` (another one is 404). */
export function ownAccounting(
  request: Request,
  id: string | readonly string[] | undefined,
): (AuthContext & { organizationId: number }) | Response {
  const auth = authorize(request, 'ACCOUNTING_VIEW');
  if (auth instanceof Response) return auth;
  const organizationId = idParam(id);
  if (!auth.organization || organizationId !== auth.organization.id) {
    return apiError(404, ORGANIZATION_NOT_FOUND);
  }
  return { ...auth, organizationId };
}
