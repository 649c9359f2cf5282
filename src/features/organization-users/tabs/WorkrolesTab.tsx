import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import {
  ResourceListPage,
  useResourceList,
  type DataTableColumn,
  type ListFilter,
  type ResourceAction,
} from '@/lib/ui';
import type { OrganizationTabProps } from '@/entities/organization';
import { useDeleteWorkroleMutation, useListWorkrolesQuery } from '../api/users.api';
import type { OrganizationWorkrole } from '@/entities/organization';
import { userPermission } from '../components/userDisplay';
import { WorkroleDialog } from '../components/WorkroleDialog';
import { closeDialogParam } from '../components/closeDialogParam';
import { TabCard } from '../components/TabCard';

/** `?workrole=new` adds one, `?workrole=<id>` opens one: the dialog is a link. */
const WORKROLE_PARAM = 'workrole';

function useWorkroleColumns(): DataTableColumn<OrganizationWorkrole>[] {
  const { t } = useTranslation('orgUsers');
  return useMemo(
    () => [
      { id: 'name', header: t('fields.name'), render: (w) => w.name },
      {
        id: 'kind',
        header: t('fields.kind'),
        render: (w) => (w.template ? t('workroles.template') : t('workroles.own')),
        hideOnXs: true,
      },
      { id: 'usersCount', header: t('fields.usersCount'), render: (w) => String(w.usersCount) },
      {
        id: 'rightsCount',
        header: t('fields.rightsCount'),
        render: (w) => t('rights.summary', { count: w.rights.length }),
        hideOnXs: true,
      },
    ],
    [t],
  );
}

/** The organization's workroles (tab `workroles`): platform templates read-only, its own CRUD. */
export default function WorkrolesTab({ organizationId, readOnly, operator }: OrganizationTabProps) {
  const { t } = useTranslation('orgUsers');
  const can = useCan();
  const filters = useMemo<ListFilter<'search'>[]>(
    () => [{ kind: 'search', key: 'search', label: t('fields.name') }],
    [t],
  );
  const resource = useResourceList({ filters });
  const result = useListWorkrolesQuery({ organizationId, params: resource.args });
  const [deleteWorkrole] = useDeleteWorkroleMutation();
  const [searchParams, setSearchParams] = useSearchParams();
  const opened = searchParams.get(WORKROLE_PARAM);
  const linkTo = (value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(WORKROLE_PARAM, value);
    return `?${next.toString()}`;
  };
  const editable = !readOnly && can(userPermission('EDIT', operator));
  const adding = opened === 'new' && !readOnly && can(userPermission('ADD', operator));
  const workrole = result.data?.items.find((w) => String(w.id) === opened);

  const actions: ResourceAction<OrganizationWorkrole>[] = [
    {
      kind: 'show',
      permission: userPermission('VIEW', operator),
      to: (w) => linkTo(String(w.id)),
    },
    ...(readOnly
      ? []
      : ([
          {
            kind: 'delete',
            permission: userPermission('DELETE', operator),
            available: (w) => !w.template,
            remove: (w) => deleteWorkrole({ organizationId, id: w.id }),
            message: (w) => t('workroles.deleteMessage', { name: w.name }),
          },
        ] satisfies ResourceAction<OrganizationWorkrole>[])),
  ];

  return (
    <TabCard title={t('workroles.title')}>
      <ResourceListPage
        title={t('workroles.title')}
        headingLevel="h2"
        intro={
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('workroles.intro')}
          </Typography>
        }
        tableLabel={t('workroles.tableLabel')}
        resource={resource}
        result={result}
        columns={useWorkroleColumns()}
        itemLabel={(w) => w.name}
        create={
          readOnly
            ? undefined
            : {
                permission: userPermission('ADD', operator),
                to: linkTo('new'),
                label: t('workroles.add'),
              }
        }
        actions={actions}
        emptyMessage={t('workroles.empty')}
      />
      <WorkroleDialog
        open={adding || workrole !== undefined}
        organizationId={organizationId}
        workrole={adding ? undefined : workrole}
        editable={editable}
        onClose={() => closeDialogParam(setSearchParams, WORKROLE_PARAM)}
      />
    </TabCard>
  );
}
