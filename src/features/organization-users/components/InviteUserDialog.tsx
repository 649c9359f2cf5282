import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ResourceFormDialog, fieldsFor } from '@/lib/ui';
import { useInviteOrganizationUserMutation } from '../api/users.api';
import type { OrganizationWorkrole } from '@/entities/organization';
import { invitationRights, withinReach } from '../model/rights';
import {
  EMPTY_INVITATION,
  inviteSchema,
  type InviteFormValues,
  type InviteSchemaOutput,
} from '../model/invite.schema';
import { RightsField } from './RightsEditor';
import { useGrantable, workroleOptions } from './userDisplay';

const { TextField, SelectField } = fieldsFor<InviteFormValues>();

interface InviteUserDialogProps {
  open: boolean;
  organizationId: number;
  workroles: readonly OrganizationWorkrole[] | undefined;
  /** A platform operator inviting into the organization (may give any right). */
  operator: boolean;
  onClose: () => void;
}

/** The workrole, with what it gives; a custom one asks for the rights. */
function WorkroleChoice({
  workroles,
  grantable,
}: {
  workroles: readonly OrganizationWorkrole[] | undefined;
  grantable: ReturnType<typeof useGrantable>;
}) {
  const { t } = useTranslation('orgUsers');
  const chosenId = useWatch<InviteFormValues, 'workroleId'>({ name: 'workroleId' });
  const chosen = workroles?.find((w) => w.id === chosenId);
  return (
    <>
      <SelectField
        name="workroleId"
        label={t('fields.workrole')}
        options={workroleOptions(workroles)}
        required
        helperText={
          chosen ? (chosen.custom ? t('users.customHint') : t('users.workroleHint')) : undefined
        }
      />
      {chosen?.custom && <RightsField label={t('fields.rights')} grantable={grantable} />}
    </>
  );
}

/** Invites a person with a workrole; the custom workrole asks for the rights (spec section 6). */
export function InviteUserDialog({
  open,
  organizationId,
  workroles,
  operator,
  onClose,
}: InviteUserDialogProps) {
  const { t } = useTranslation('orgUsers');
  const grantable = useGrantable(operator);
  const [invite] = useInviteOrganizationUserMutation();
  if (!open) return null;
  return (
    <ResourceFormDialog
      title={t('users.invite')}
      maxWidth="md"
      schema={inviteSchema}
      defaultValues={EMPTY_INVITATION}
      toPayload={(values: InviteSchemaOutput) => {
        const workrole = workroles?.find((w) => w.id === values.workroleId);
        // Only a custom workrole shows the rights; any other one gives its own (the API copies
        // them), less those the inviter does not hold: nobody gives a right they lack.
        const wanted = workrole?.custom ? values.rights : (workrole?.rights ?? []);
        const rights = workrole
          ? invitationRights(withinReach([], wanted, grantable), workrole)
          : undefined;
        return {
          organizationId,
          email: values.email,
          firstName: values.firstName,
          lastName: values.lastName,
          workroleId: values.workroleId,
          ...(rights ? { rights } : {}),
        };
      }}
      mutation={invite}
      submitLabel={t('users.inviteSubmit')}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography color="text.secondary">{t('users.inviteHint')}</Typography>
        <TextField
          name="email"
          label={t('fields.email')}
          type="email"
          required
          autoComplete="off"
        />
        <TextField name="firstName" label={t('fields.firstName')} required />
        <TextField name="lastName" label={t('fields.lastName')} required />
        <WorkroleChoice workroles={workroles} grantable={grantable} />
      </Stack>
    </ResourceFormDialog>
  );
}
