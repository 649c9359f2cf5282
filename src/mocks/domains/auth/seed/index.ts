import type { Db } from '../../../db/types';
import { seedOrganizationUsers, seedUsers } from './users';
import { seedWorkroles } from './workroles';

type AuthCollections = Pick<
  Db,
  'users' | 'workroles' | 'organizationUsers' | 'accessTokens' | 'refreshTokens' | 'actionTokens'
>;

export function seedAuth(): AuthCollections {
  const workroles = seedWorkroles();
  // Seeds share constant right lists; a deep copy keeps handlers' mutations away from them.
  return structuredClone({
    users: seedUsers(),
    workroles,
    organizationUsers: seedOrganizationUsers(workroles),
    accessTokens: [],
    refreshTokens: [],
    actionTokens: [],
  });
}

export { USER, demoPasswordHash } from './users';
export { WORKROLE } from './workroles';
