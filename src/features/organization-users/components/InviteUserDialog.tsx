import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton, fieldsFor, useMutationForm } from '@/lib/ui';
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

function InviteForm({
  organizationId,
  workroles,
  operator,
  onClose,
}: Omit<InviteUserDialogProps, 'open'>) {
  const { t } = useTranslation('orgUsers');
  const grantable = useGrantable(operator);
  const [invite] = useInviteOrganizationUserMutation();
  const {
    form,
    submit,
    errors: unmatched,
  } = useMutationForm({
    schema: inviteSchema,
    defaultValues: EMPTY_INVITATION,
    toPayload: (values: InviteSchemaOutput) => {
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
    },
    mutation: invite,
    onSaved: onClose,
  });
  const chosenId = useWatch({ control: form.control, name: 'workroleId' });
  const chosen = workroles?.find((w) => w.id === chosenId);

  return (
    <Form form={form} onSubmit={submit} aria-label={t('users.invite')}>
      <DialogTitle>{t('users.invite')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{t('users.inviteHint')}</Typography>
          {unmatched.length > 0 && (
            <Alert severity="error" role="alert">
              {unmatched.join(' ')}
            </Alert>
          )}
          <TextField
            name="email"
            label={t('fields.email')}
            type="email"
            required
            autoComplete="off"
          />
          <TextField name="firstName" label={t('fields.firstName')} required />
          <TextField name="lastName" label={t('fields.lastName')} required />
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('users.cancel')}
        </Button>
        <SubmitButton>{t('users.inviteSubmit')}</SubmitButton>
      </DialogActions>
    </Form>
  );
}

/** Invites a person with a workrole; the custom workrole asks for the rights (spec section 6). */
export function InviteUserDialog({ open, onClose, ...props }: InviteUserDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      sx={{ '& .MuiDialog-paper': { mx: 1 } }}
    >
      {open && <InviteForm {...props} onClose={onClose} />}
    </Dialog>
  );
}
