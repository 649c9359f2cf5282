import type { Right } from '../../../lib/auth/types';

/** Users, their memberships of organizations, workroles and sessions. */

export type UserStatus = 'active' | 'invited' | 'disabled';

export interface UserRecord {
  id: number;
  email: string;
  /** `scrypt$N$r$p$salt$hash` (auth/password.ts): never the clear password, even in a demo file. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  profilePictureFileUrl: string | null;
  defaultLangCode: string;
  defaultCurrencyCode: string;
  /** User-level rights (the platform's operators hold theirs here). */
  rights: Right[];
  status: UserStatus;
  createdAt: string;
  /** `YYYY-MM-DD` (My account, main info). */
  birthdate?: string | null;
  /** The organization chosen as default in My account: listed first at login. */
  defaultOrganizationId?: number | null;
}

export type WorkroleSide = 'buyer' | 'seller' | 'operator' | 'any';

/** A job title that predefines the rights given to a new organization user (spec section 6). */
export interface Workrole {
  id: number;
  code: string;
  name: string;
  side: WorkroleSide;
  rights: Right[];
  /** Absent or null: a platform template; else the organization that created it (read-write there). */
  organizationId?: number | null;
}

/** A user's membership of an organization; its rights are copied from the workrole at creation. */
export interface OrganizationUser {
  id: number;
  organizationId: number;
  userId: number;
  workroleId: number;
  role: 'admin' | 'member';
  rights: Right[];
  status: UserStatus;
  createdAt: string;
}

/** One login: the access and refresh tokens it hands out share it, so logout ends them all. */
export interface SessionToken {
  token: string;
  userId: number;
  sessionId: string;
  expiresAt: string;
}

export type AccessToken = SessionToken;

export interface RefreshToken extends SessionToken {
  /** 14 days after the login at the latest (absent in files saved before the cap). */
  sessionEndsAt?: string;
  /** Set when a refresh rotated this token: it keeps working for a short grace, then never. */
  rotatedAt: string | null;
  /** The token that replaced it, handed to a second tab refreshing within the grace. */
  replacedBy: string | null;
}

export type ActionTokenKind = 'registration' | 'password_reset' | 'invitation';

/** A mailed link's one-time token (auth/actionTokens.ts); subjectId: the user or registration. */
export interface ActionToken {
  token: string;
  kind: ActionTokenKind;
  subjectId: number;
  expiresAt: string;
  usedAt: string | null;
}

declare module '../../db/types' {
  interface Db {
    actionTokens: ActionToken[];
    users: UserRecord[];
    workroles: Workrole[];
    organizationUsers: OrganizationUser[];
    accessTokens: AccessToken[];
    refreshTokens: RefreshToken[];
  }
}
