import type { Db } from '../types';
import { seedConfiguration } from './configuration';
import { seedOrganizations } from './organizations';
import { seedOrganizationUsers, seedUsers } from './users';
import { seedWorkroles } from './workroles';

/** A fresh, deterministic database: no randomness and no clock, so two seeds are equal. */
export function seed(): Db {
  const workroles = seedWorkroles();
  const db: Db = {
    organizations: seedOrganizations(),
    users: seedUsers(),
    workroles,
    organizationUsers: seedOrganizationUsers(workroles),
    accessTokens: [],
    refreshTokens: [],
    configuration: seedConfiguration(),
  };
  // Seeds share constant right lists; a deep copy keeps handlers' mutations away from them.
  return structuredClone(db);
}

export { ORG } from './organizations';
export { USER, DEMO_PASSWORD_HASH } from './users';
export { WORKROLE } from './workroles';
