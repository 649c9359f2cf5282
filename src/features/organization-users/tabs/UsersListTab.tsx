import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  ResourceListPage,
  useResourceList,
  type DataTableColumn,
  type ListFilter,
  type ResourceAction,
} from '@/lib/ui';
import type { OrganizationTabProps } from '@/entities/organization';
import { organizationUserPaths } from '../paths';
import {
  useDeleteOrganizationUserMutation,
  useListOrganizationUsersQuery,
  useListWorkrolesQuery,
  type OrganizationUserFilter,
} from '../api/users.api';
import type { OrganizationUser, OrganizationWorkrole } from '@/entities/organization';
import { InviteUserDialog } from '../components/InviteUserDialog';
import { UserStatusChip } from '../components/UserStatusChip';
import {
  fullName,
  userPermission,
  useStatusOptions,
  workroleOptions,
} from '../components/userDisplay';
import { closeDialogParam } from '../components/closeDialogParam';
import { TabCard } from '../components/TabCard';

const DEFAULT_SORT = { sort: 'lastName', order: 'asc' } as const;
/** `?invite=1` opens the invitation dialog (a link, kept in the history). */
const INVITE_PARAM = 'invite';

function useUserFilters(
  workroles: readonly OrganizationWorkrole[] | undefined,
): ListFilter<OrganizationUserFilter>[] {
  const { t } = useTranslation('orgUsers');
  const statuses = useStatusOptions();
  return useMemo(
    () => [
      {
        kind: 'search',
        key: 'search',
        label: t('users.searchLabel'),
        placeholder: t('users.searchPlaceholder'),
      },
      { kind: 'select', key: 'status', label: t('fields.status'), options: statuses },
      {
        kind: 'select',
        key: 'workrole',
        label: t('fields.workrole'),
        options: workroleOptions(workroles).map((o) => ({ ...o, value: String(o.value) })),
      },
    ],
    [t, statuses, workroles],
  );
}

function useUserColumns(): DataTableColumn<OrganizationUser>[] {
  const { t } = useTranslation('orgUsers');
  return useMemo(
    () => [
      { id: 'lastName', header: t('fields.name'), render: fullName, sortable: true },
      { id: 'email', header: t('fields.email'), render: (u) => u.email, sortable: true },
      {
        id: 'workrole',
        header: t('fields.workrole'),
        render: (u) => u.workrole?.name ?? '—',
        hideOnXs: true,
      },
      { id: 'role', header: t('fields.role'), render: (u) => t(`roles.${u.role}`), hideOnXs: true },
      {
        id: 'status',
        header: t('fields.status'),
        render: (u) => <UserStatusChip status={u.status} />,
        sortable: true,
      },
    ],
    [t],
  );
}

/** The organization's users (tab `users-list`): list, invite, view, edit, delete. */
export default function UsersListTab({ organizationId, readOnly, operator }: OrganizationTabProps) {
  const { t } = useTranslation('orgUsers');
  const workroles = useListWorkrolesQuery({ organizationId });
  const resource = useResourceList({
    filters: useUserFilters(workroles.data?.items),
    defaultSort: DEFAULT_SORT,
  });
  const result = useListOrganizationUsersQuery({ organizationId, params: resource.args });
  const [deleteUser] = useDeleteOrganizationUserMutation();
  const [searchParams, setSearchParams] = useSearchParams();
  const inviting = !readOnly && searchParams.get(INVITE_PARAM) === '1';
  const inviteParams = new URLSearchParams(searchParams);
  inviteParams.set(INVITE_PARAM, '1');

  const key = (organizationUserId: number) => ({ organizationId, organizationUserId });
  const actions: ResourceAction<OrganizationUser>[] = [
    {
      kind: 'show',
      permission: userPermission('VIEW', operator),
      to: (u) => organizationUserPaths.user(key(u.id)),
    },
    ...(readOnly
      ? []
      : ([
          {
            kind: 'edit',
            permission: userPermission('EDIT', operator),
            to: (u) => organizationUserPaths.userEdit(key(u.id)),
          },
          {
            kind: 'delete',
            permission: userPermission('DELETE', operator),
            remove: (u) => deleteUser(key(u.id)),
            message: (u) => t('users.deleteMessage', { name: fullName(u) }),
          },
        ] satisfies ResourceAction<OrganizationUser>[])),
  ];

  return (
    <TabCard title={t('users.title')}>
      <ResourceListPage
        title={t('users.title')}
        headingLevel="h2"
        tableLabel={t('users.tableLabel')}
        resource={resource}
        result={result}
        columns={useUserColumns()}
        itemLabel={fullName}
        create={
          readOnly
            ? undefined
            : {
                permission: userPermission('ADD', operator),
                to: `?${inviteParams.toString()}`,
                label: t('users.invite'),
              }
        }
        actions={actions}
        emptyMessage={t('users.empty')}
        emptyFilteredMessage={t('users.emptyFiltered')}
      />
      <InviteUserDialog
        open={inviting}
        organizationId={organizationId}
        workroles={workroles.data?.items}
        operator={operator}
        onClose={() => closeDialogParam(setSearchParams, INVITE_PARAM)}
      />
    </TabCard>
  );
}
