import { route } from '@/lib/pathBuilder';

/** A member of an organization (spec section 2, "Organization users"). */
export const organizationUserPaths = {
  user: route('/organization/:organizationId/user/:organizationUserId'),
  userEdit: route('/organization/:organizationId/user-edit/:organizationUserId'),
};
