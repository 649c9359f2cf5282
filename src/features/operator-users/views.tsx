import type { ResourcePages } from '@/lib/api/defineResource';
import {
  organizationUserStatusValues,
  platformUserInviteLimits,
} from '@/lib/contract/generated/constants';
import { enumOf, resourceViews, search, serverSearch, tableSection } from '@/lib/ui/resourceKit';
import type { FieldDeclaration, FormDeclaration } from '@/lib/ui/resourceKit';
import {
  operatorUsersApi,
  useOrganizationSearch,
  type PlatformUser,
  type PlatformUserPayload,
} from './api/operatorUsers.api';
import { useWorkroleOptions } from './components/useWorkroleOptions';
import { INVITE_FIELD_MAP, toInvitePayload, type InviteFormValues } from './model/invite.form';
import { operatorUsers } from './resource';

type Organization = NonNullable<ReturnType<typeof useOrganizationSearch>['data']>[number];

/** An invitation into any organization, with one of its workroles: pending until accepted. */
export const inviteForm: FormDeclaration<PlatformUser, InviteFormValues, PlatformUserPayload> = {
  fields: [
    { name: 'email', kind: 'text', type: 'email', required: true, wide: true },
    { name: 'firstName', kind: 'text', required: true },
    { name: 'lastName', kind: 'text', required: true },
    {
      name: 'organizationId',
      kind: 'select',
      required: true,
      search: serverSearch<Organization, PlatformUser>({
        useSearch: useOrganizationSearch,
        option: (organization) => ({ value: organization.id, label: organization.legalName }),
      }),
    },
    {
      name: 'workroleId',
      kind: 'select',
      required: true,
      useOptions: useWorkroleOptions,
      help: 'form.workroleHelp',
    },
  ] satisfies FieldDeclaration<keyof InviteFormValues & string, PlatformUser>[],
  limits: platformUserInviteLimits,
  defaults: {},
  fieldMap: INVITE_FIELD_MAP,
  toValues: () => ({}),
  toPayload: toInvitePayload,
};

const fullName = (user: PlatformUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * /users [OPERATOR_USER_VIEW]: every account of the marketplace, searched by name or email and
 * by status; /user/:id its organizations and workroles; /user/add [OPERATOR_USER_ADD] invites.
 */
const views: ResourcePages = resourceViews(operatorUsers, operatorUsersApi, {
  itemLabel: fullName,
  deletable: () => false,
  statusTones: { active: 'success', invited: 'warning', disabled: 'muted' },
  list: {
    filters: [search('search'), enumOf('status', organizationUserStatusValues)],
    columns: [
      { id: 'name', value: fullName },
      { id: 'email' },
      {
        id: 'organizations',
        hideOnXs: true,
        value: (user) => user.organizations.map((o) => o.organizationName).join(', '),
      },
      { id: 'status', format: 'status' },
    ],
  },
  show: {
    status: 'status',
    facts: (user, { t }) => [user.email, user.operator ? t('show.operator') : null],
    sections: [
      {
        id: 'account',
        items: [
          { id: 'email' },
          { id: 'phone' },
          { id: 'operator', format: 'yesNo' },
          { id: 'createdAt', format: 'dateTime' },
        ],
      },
      tableSection('organizations', {
        rows: (user: PlatformUser) => user.organizations,
        empty: 'show.noOrganization',
        columns: [
          { id: 'organizationName' },
          { id: 'workrole', value: (row, { t }) => row.workrole ?? t('show.noWorkrole') },
          { id: 'role', render: (row, { t }) => t(`roles.${row.role}`) },
          { id: 'membershipStatus', render: (row, { t }) => t(`statuses.${row.status}`) },
        ],
      }),
    ],
  },
  form: inviteForm,
});

export default views;
