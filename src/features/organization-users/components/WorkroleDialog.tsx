import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceFormDialog, fieldsFor } from '@/lib/ui';
import { useCreateWorkroleMutation, useUpdateWorkroleMutation } from '../api/users.api';
import type { OrganizationWorkrole } from '@/entities/organization';
import { workroleSchema, type WorkroleFormValues } from '../model/invite.schema';
import { normalizeRights } from '../model/rights';
import { RightsEditor, RightsField } from './RightsEditor';

const { TextField } = fieldsFor<WorkroleFormValues>();

interface WorkroleFormProps {
  organizationId: number;
  /** Absent: a new workrole. */
  workrole?: OrganizationWorkrole;
  onClose: () => void;
}

function WorkroleForm({ organizationId, workrole, onClose }: WorkroleFormProps) {
  const { t } = useTranslation('orgUsers');
  const [create] = useCreateWorkroleMutation();
  const [update] = useUpdateWorkroleMutation();
  return (
    <ResourceFormDialog
      title={workrole ? t('workroles.editTitle', { name: workrole.name }) : t('workroles.addTitle')}
      maxWidth="md"
      schema={workroleSchema}
      defaultValues={{ name: workrole?.name ?? '', rights: workrole?.rights ?? [] }}
      toPayload={(values: WorkroleFormValues) => ({
        name: values.name,
        rights: normalizeRights(values.rights),
      })}
      mutation={(payload: { name: string; rights: WorkroleFormValues['rights'] }) =>
        workrole
          ? update({ organizationId, id: workrole.id, ...payload })
          : create({ organizationId, ...payload })
      }
      submitLabel={t('workroles.save')}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField name="name" label={t('fields.name')} required />
        {workrole && workrole.usersCount > 0 && (
          <Typography color="text.secondary">{t('workroles.membersKeep')}</Typography>
        )}
        <RightsField label={t('fields.rights')} />
      </Stack>
    </ResourceFormDialog>
  );
}

/** A read-only workrole (a template, or read access): its granted rights and Close. */
function WorkroleView({
  workrole,
  onClose,
}: {
  workrole: OrganizationWorkrole;
  onClose: () => void;
}) {
  const { t } = useTranslation('orgUsers');
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      sx={{ '& .MuiDialog-paper': { mx: 1 } }}
    >
      <DialogTitle id={titleId}>{workrole.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {workrole.template && <Alert severity="info">{t('workroles.readOnly')}</Alert>}
          <RightsEditor rights={workrole.rights} label={t('fields.rights')} grantedOnly />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('workroles.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export interface WorkroleDialogProps {
  open: boolean;
  organizationId: number;
  workrole?: OrganizationWorkrole;
  editable: boolean;
  onClose: () => void;
}

/** Adds, edits or shows (templates, read-only access) a workrole with the rights matrix. */
export function WorkroleDialog({
  open,
  organizationId,
  workrole,
  editable,
  onClose,
}: WorkroleDialogProps) {
  if (!open) return null;
  if (workrole !== undefined && (!editable || workrole.template)) {
    return <WorkroleView workrole={workrole} onClose={onClose} />;
  }
  return (
    <WorkroleForm
      key={workrole?.id ?? 'new'}
      organizationId={organizationId}
      workrole={workrole}
      onClose={onClose}
    />
  );
}
