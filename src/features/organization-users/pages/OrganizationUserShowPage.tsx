import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/auth/useCan';
import { DetailSection, ResourceShowPage, useDisplayFormat } from '@/lib/ui';
import { organizationUserPaths } from '../paths';
import {
  useDeleteOrganizationUserMutation,
  useGetOrganizationUserQuery,
  useSendNewInvitationMutation,
} from '../api/users.api';
import type { OrganizationUser } from '@/entities/organization';
import { RightsEditor } from '../components/RightsEditor';
import { UserStatusChip } from '../components/UserStatusChip';
import { fullName, userPermission } from '../components/userDisplay';
import { useUserPageContext } from '../components/useUserPageContext';

/** /organization/:organizationId/user/:organizationUserId [ORGANIZATION_USER_VIEW]. */
export default function OrganizationUserShowPage() {
  const { t } = useTranslation('orgUsers');
  const can = useCan();
  const show = useDisplayFormat();
  const { key, operator, listPath, listCrumb } = useUserPageContext();
  const record = useGetOrganizationUserQuery(key ?? skipToken);
  const [deleteUser] = useDeleteOrganizationUserMutation();
  const [sendNewInvitation, invitation] = useSendNewInvitationMutation();
  const canEdit = can(userPermission('EDIT', operator));

  return (
    <ResourceShowPage<OrganizationUser>
      record={record}
      placeholderTitle={t('users.title')}
      title={fullName}
      itemLabel={fullName}
      breadcrumbs={(user) => [listCrumb, { label: user ? fullName(user) : '…' }]}
      status={(user) => <UserStatusChip status={user.status} />}
      facts={(user) => [user.email, user.workrole?.name, t(`roles.${user.role}`)]}
      actions={[
        {
          kind: 'edit',
          permission: userPermission('EDIT', operator),
          to: (u) =>
            organizationUserPaths.userEdit({
              organizationId: u.organizationId,
              organizationUserId: u.id,
            }),
        },
        {
          kind: 'delete',
          permission: userPermission('DELETE', operator),
          remove: (u) => deleteUser({ organizationId: u.organizationId, organizationUserId: u.id }),
          message: (u) => t('users.deleteMessage', { name: fullName(u) }),
          redirectTo: listPath,
        },
      ]}
    >
      {(user) => (
        <Stack spacing={2} useFlexGap>
          <DetailSection
            title={t('sections.identity')}
            items={
              // Until accepted, only the email is known to the organization.
              user.status === 'invited'
                ? [{ label: t('fields.email'), value: show.text(user.email) }]
                : [
                    { label: t('fields.firstName'), value: show.text(user.firstName) },
                    { label: t('fields.lastName'), value: show.text(user.lastName) },
                    { label: t('fields.email'), value: show.text(user.email) },
                    { label: t('fields.phone'), value: show.text(user.phone) },
                  ]
            }
          />
          <DetailSection
            title={t('sections.access')}
            items={[
              { label: t('fields.status'), value: <UserStatusChip status={user.status} /> },
              { label: t('fields.workrole'), value: show.text(user.workrole?.name) },
              { label: t('fields.role'), value: t(`roles.${user.role}`) },
              { label: t('fields.createdAt'), value: show.dateTime(user.createdAt) },
            ]}
          />
          {user.status === 'invited' && canEdit && (
            <Box>
              <Button
                variant="outlined"
                disabled={invitation.isLoading}
                onClick={() =>
                  void sendNewInvitation({
                    organizationId: user.organizationId,
                    organizationUserId: user.id,
                  })
                }
              >
                {t('users.newInvitation')}
              </Button>
            </Box>
          )}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <RightsEditor rights={user.rights} label={t('fields.rights')} grantedOnly />
          </Paper>
        </Stack>
      )}
    </ResourceShowPage>
  );
}
