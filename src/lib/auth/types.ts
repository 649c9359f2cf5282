/**
 * The auth user's shapes (spec section 3), shared by the session, the http layer and the demo
 * API: aliases of the API document's schemas (docs/api/openapi.yaml, "auth" region), so the
 * session reads what the contract says. Types only: nothing of the contract reaches the startup
 * chunk.
 */
import type { Schemas } from '@/lib/contract/schemas';

/** One right: an action on a subject (the app's `SUBJECT_ACTION` keys are built from them). */
export type Right = Schemas['Right'];

/** An organization the user acts for, with the rights held there. */
export type UserOrganization = Schemas['UserOrganization'];

/**
 * What POST api/login_check and POST api/token/refresh answer: the tokens and the profile. `id`
 * and `email` are optional in the document (not in the spec's auth user): an API may leave them
 * out, and then the app reads them from my account (lib/http/identity) and does without them
 * until then. The app adds no field of its own.
 */
export type AuthUser = Schemas['AuthUser'];

/** The profile kept for the session (persisted): the auth user without its tokens, kept apart. */
export type SessionUser = Omit<AuthUser, 'token' | 'refreshToken'>;

export type LoginPayload = Schemas['LoginPayload'];

export type RefreshPayload = Schemas['RefreshPayload'];
