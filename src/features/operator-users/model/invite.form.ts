import type { PlatformUserPayload } from '../api/operatorUsers.api';

/** The invitation: who, into which organization, with which workrole. */
export interface InviteFormValues {
  email: string;
  firstName: string;
  lastName: string;
  organizationId: number | null;
  workroleId: number | null;
}

/** The spec's body is `{ user }`; the form's schema requires both choices before it sends. */
export function toInvitePayload(values: InviteFormValues): PlatformUserPayload {
  const { organizationId, workroleId, ...names } = values;
  return { user: { ...names, organizationId: organizationId ?? 0, workroleId: workroleId ?? 0 } };
}

/** The API names the fields inside `user` (`user.email`). */
export const INVITE_FIELD_MAP: Record<string, keyof InviteFormValues> = {
  'user.email': 'email',
  'user.firstName': 'firstName',
  'user.lastName': 'lastName',
  'user.organizationId': 'organizationId',
  'user.workroleId': 'workroleId',
};
