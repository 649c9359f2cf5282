/** Contract types of the auth user (spec section 3), shared by the session, the http layer and the demo API. */
export interface Right {
  action: string;
  subject: string;
}

export interface UserOrganization {
  id: number;
  name: string;
  currency: { code: string } | null;
  buyer: boolean;
  seller: boolean;
  rights: Right[];
}

/**
 * The profile kept for the session (persisted); the tokens are kept apart. `id` and `email` are not
 * in the spec's auth user (section 3): an API may leave them out, and then the app reads them from
 * my account (lib/http/identity) and does without them until then.
 */
export interface SessionUser {
  id?: number;
  email?: string;
  firstName: string;
  lastName: string;
  profilePictureFileUrl: string | null;
  defaultLang: { code: string } | null;
  defaultCurrency: { code: string } | null;
  rights: Right[];
  organizations: UserOrganization[];
}

/** What POST api/login_check and POST api/token/refresh answer. */
export interface AuthUser extends SessionUser {
  token: string;
  refreshToken: string;
}

export interface LoginPayload {
  username: string;
  password: string;
}

export interface RefreshPayload {
  refreshToken: string;
}
