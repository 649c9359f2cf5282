import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import {
  INTEGRATION_ERRORS,
  type AuthorizationUrl,
  type ConnectionState,
} from '../../../entities/organization/contract';
import { VALIDATOR, apiError, badRequest, forbidden, idParam, readJson } from '../../api';
import { authorize, can, membershipOf } from '../../auth';
import { db, isoIn } from '../../db';
import type { OrganizationRecord } from '../organizations';
import type { LeonConnectionRecord } from './records';

const TOKEN_LIFETIME_SECONDS = 60 * 24 * 3600;

function toState({ organizationId: _o, pendingCodes: _c, ...state }: LeonConnectionRecord) {
  const answer: ConnectionState = state;
  return answer;
}

function connectionOf(organizationId: number): LeonConnectionRecord {
  const found = db.leonConnections.find((c) => c.organizationId === organizationId);
  if (found) return found;
  const created: LeonConnectionRecord = {
    organizationId,
    activated: false,
    connected: false,
    expiresAt: null,
    accountName: null,
    invitationSentAt: null,
    pendingCodes: [],
  };
  db.leonConnections.push(created);
  return created;
}

function save(record: LeonConnectionRecord): Response {
  db.leonConnections = db.leonConnections.map((c) =>
    c.organizationId === record.organizationId ? record : c,
  );
  return HttpResponse.json(toState(record));
}

interface Access {
  organization: OrganizationRecord;
  connection: LeonConnectionRecord;
  /** A platform administrator (OPERATOR_ORGANIZATION_EDIT). */
  administrator: boolean;
  /** May connect, reconnect, disconnect and invite. */
  manager: boolean;
}

/**
 * The integration's checks in the API's order: the organization exists (404
 * errors.integration.organization_not_found), the caller may see it (a member with
 * ORGANIZATION_ACCOUNT_VIEW, or an operator; 403 otherwise), it is a buyer (400 not_buyer).
 */
function integrationAccess(request: Request, rawId: unknown): Access | Response {
  const auth = authorize(request);
  if (auth instanceof Response) return auth;
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  const organization = id === null ? undefined : db.organizations.find((o) => o.id === id);
  const operator = can(auth.user, null, 'OPERATOR_ORGANIZATION_VIEW');
  if (!organization) {
    return operator ? apiError(404, INTEGRATION_ERRORS.organizationNotFound) : forbidden();
  }
  const member =
    membershipOf(auth.user, organization.id) !== undefined &&
    can(auth.user, organization, 'ORGANIZATION_ACCOUNT_VIEW');
  if (!member && !operator) return forbidden(INTEGRATION_ERRORS.insufficientRights);
  if (!organization.buyer) return apiError(400, INTEGRATION_ERRORS.notBuyer);
  const administrator = can(auth.user, null, 'OPERATOR_ORGANIZATION_EDIT');
  return {
    organization,
    connection: connectionOf(organization.id),
    administrator,
    manager: administrator || (member && can(auth.user, organization, 'ORGANIZATION_ACCOUNT_EDIT')),
  };
}

function isLocalHost(hostname: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

/** redirect_uri must come back to the app: a local origin, or the calling page's origin. */
function safeRedirect(request: Request, raw: string | null): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const origin = request.headers.get('origin');
  return isLocalHost(url.hostname) || (origin !== null && url.origin === origin) ? url : null;
}

/** connect and reconnect: the provider's authorization page, here the redirect itself with a code. */
function authorizationUrl(request: Request, rawId: unknown, reconnect: boolean): Response {
  const access = integrationAccess(request, rawId);
  if (access instanceof Response) return access;
  if (!access.manager) return apiError(400, INTEGRATION_ERRORS.insufficientRights);
  const { connection } = access;
  if (!connection.activated) return apiError(400, INTEGRATION_ERRORS.subscriptionInitialisation);
  if (reconnect && !connection.connected) return apiError(400, INTEGRATION_ERRORS.noToken);
  const redirect = safeRedirect(request, new URL(request.url).searchParams.get('redirect_uri'));
  if (!redirect) return badRequest({ redirect_uri: [VALIDATOR.url] });
  const code = `demo-${access.organization.id}-${connection.pendingCodes.length + 1}`;
  redirect.searchParams.set('code', code);
  save({ ...connection, pendingCodes: [...connection.pendingCodes, code] });
  const body: AuthorizationUrl = { url: redirect.toString() };
  return HttpResponse.json(body);
}

/** The external flight-operations integration (spec section 7 "External service (api/leon)"). */
export const externalServiceHandlers = [
  apiHttp.get('/api/leon/connection-state/{id}', ({ request, params }) => {
    const access = integrationAccess(request, params.id);
    if (access instanceof Response) return access;
    return HttpResponse.json(toState(access.connection));
  }),

  apiHttp.patch('/api/leon/change-activation/{id}', async ({ request, params }) => {
    const access = integrationAccess(request, params.id);
    if (access instanceof Response) return access;
    // A business refusal the tab explains (a 403 would send the person away from the page).
    if (!access.administrator) return apiError(400, INTEGRATION_ERRORS.insufficientRights);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    if (typeof body.activated !== 'boolean') return badRequest({ activated: [VALIDATOR.choice] });
    const activated = body.activated;
    // Deactivating ends the connection: its tokens are revoked.
    const connection = activated
      ? { ...access.connection, activated }
      : { ...access.connection, activated, connected: false, expiresAt: null, pendingCodes: [] };
    return save(connection);
  }),

  apiHttp.get('/api/leon/connect/{id}', ({ request, params }) =>
    authorizationUrl(request, params.id, false),
  ),

  apiHttp.get('/api/leon/reconnect/{id}', ({ request, params }) =>
    authorizationUrl(request, params.id, true),
  ),

  apiHttp.get('/api/leon/create-tokens/{id}', ({ request, params }) => {
    const access = integrationAccess(request, params.id);
    if (access instanceof Response) return access;
    if (!access.manager) return apiError(400, INTEGRATION_ERRORS.insufficientRights);
    const { connection, organization } = access;
    if (!connection.activated) return apiError(400, INTEGRATION_ERRORS.subscriptionInitialisation);
    const code = new URL(request.url).searchParams.get('code')?.trim() ?? '';
    if (code === '') return apiError(400, INTEGRATION_ERRORS.missingAuthorizationCode);
    if (!connection.pendingCodes.includes(code)) {
      return apiError(400, INTEGRATION_ERRORS.accessTokenVerificationFailed);
    }
    return save({
      ...connection,
      connected: true,
      expiresAt: isoIn(TOKEN_LIFETIME_SECONDS),
      accountName: `${organization.commercialName} (Leon)`,
      pendingCodes: connection.pendingCodes.filter((c) => c !== code),
    });
  }),

  apiHttp.delete('/api/leon/delete-token/{id}', ({ request, params }) => {
    const access = integrationAccess(request, params.id);
    if (access instanceof Response) return access;
    if (!access.manager) return apiError(400, INTEGRATION_ERRORS.insufficientRights);
    if (!access.connection.connected) return apiError(400, INTEGRATION_ERRORS.noToken);
    return save({ ...access.connection, connected: false, expiresAt: null, accountName: null });
  }),

  apiHttp.patch('/api/leon/invitation/{id}', ({ request, params }) => {
    const access = integrationAccess(request, params.id);
    if (access instanceof Response) return access;
    if (!access.manager) return apiError(400, INTEGRATION_ERRORS.insufficientRights);
    if (!access.connection.activated) {
      return apiError(400, INTEGRATION_ERRORS.subscriptionInitialisation);
    }
    return save({ ...access.connection, invitationSentAt: isoIn(0) });
  }),
];
