import type { AuthUser, UserOrganization } from '../../lib/auth/types';
import { db, type RecordOf } from '../db';
import { membershipRights } from './rights';

// Records of the domains that fill these collections, read through the db: importing those
// domains would close a cycle (they import this folder).
type UserRecord = RecordOf<'users'>;

/**
 * The organizations a user acts for, in membership order (the front selects the first), the
 * default one chosen in My account first.
 */
export function userOrganizations(user: UserRecord): UserOrganization[] {
  const preferred = user.defaultOrganizationId ?? null;
  const organizations = membershipOrganizations(user);
  const first = organizations.filter((o) => o.id === preferred);
  return [...first, ...organizations.filter((o) => o.id !== preferred)];
}

function membershipOrganizations(user: UserRecord): UserOrganization[] {
  return db.organizationUsers
    .filter((m) => m.userId === user.id && m.status === 'active')
    .flatMap((membership) => {
      const organization = db.organizations.find((o) => o.id === membership.organizationId);
      if (!organization || organization.organizationStatus === 'disabled') return [];
      return [
        {
          id: organization.id,
          name: organization.commercialName,
          currency: { code: organization.currencyCode },
          buyer: organization.buyer,
          seller: organization.seller,
          // What the front unites with the user's rights: OPERATOR_* never comes from here.
          rights: membershipRights(membership).map((right) => ({ ...right })),
        },
      ];
    });
}

/**
 * What POST api/login_check and POST api/token/refresh answer. `id` and `email` go beyond the
 * spec's auth user (section 3): the front must work without them, and its session tests run
 * against both (tests/utils/authShapes).
 */
export function toAuthUser(user: UserRecord, token: string, refreshToken: string): AuthUser {
  return {
    token,
    refreshToken,
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePictureFileUrl: user.profilePictureFileUrl,
    defaultLang: { code: user.defaultLangCode },
    defaultCurrency: { code: user.defaultCurrencyCode },
    rights: user.rights.map((right) => ({ ...right })),
    organizations: userOrganizations(user),
  };
}
