import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import {
  useFormContext,
  useFormState,
  useWatch,
  type DefaultValues,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { describeError } from '@/lib/http/errorCatalogue';
import { required } from '@/lib/validation/rules';
import { Form, SubmitButton, type SubmitButtonProps } from '../form/Form';
import { FormErrors } from '../form/FormErrors';
import { TextField } from '../form/TextField';
import { ConfirmWordField, useConfirmWord } from './ConfirmWordField';
import { useMutationForm, type MutationFormOptions } from '../../controllers/form/useMutationForm';

export interface ActionDialogProps<V extends FieldValues, O, P, S> extends Omit<
  MutationFormOptions<V, O, P, S>,
  'defaultValues' | 'disabled'
> {
  /** Already translated, as are the other texts. */
  title: ReactNode;
  /** What will happen, not only "Are you sure?". */
  message?: ReactNode;
  /** Defaults to "Confirm" ("Delete" when destructive). */
  confirmLabel?: string;
  /** An alertdialog with the confirm button in the error colour (cancel, refuse, delete). */
  destructive?: boolean;
  /** The values of the dialog's small form; none for a plain confirmation. */
  defaultValues?: DefaultValues<V>;
  /** Closes the dialog (Cancel, Escape); called after `onSaved` once the action succeeded. */
  onClose: () => void;
  /** The dialog's fields (a reason: ReasonField), under the message. */
  children?: ReactNode;
  /** The confirm button waits until the values allow it (a choice made); always allowed when absent. */
  canConfirm?: (values: V) => boolean;
  /**
   * A word to type, exactly, before the confirm button unlocks (a delete that cannot be undone):
   * a given word (a trip's name), or `true` for the interface language's (DELETE / SUPPRIMER).
   */
  confirmWord?: string | true;
  /** A refusal's title in the screen's words ("The item cannot be deleted"), above why. */
  failureTitle?: string;
}

/**
 * An action asked for in a dialog: a confirmation, a confirmation with a reason, or a small
 * form, sent through one mutation (useMutationForm). While it runs the buttons wait and the
 * dialog cannot be dismissed; a refusal is shown in the dialog, which stays open with what was
 * typed; once done, `onSaved` then `onClose`. Enter submits, Escape cancels. Mount it when it
 * opens, so each opening starts blank.
 */
export function ActionDialog<V extends FieldValues = FieldValues, O = V, P = O, S = unknown>(
  props: ActionDialogProps<V, O, P, S>,
) {
  const { title, message, confirmLabel, destructive = false, onClose, children } = props;
  const { defaultValues, onSaved, canConfirm, confirmWord, failureTitle, ...options } = props;
  const { t } = useTranslation(['ui', 'http']);
  const titleId = useId();
  const messageId = useId();
  const { form, submit, errors, failure } = useMutationForm<V, O, P, S>({
    ...options,
    defaultValues: defaultValues ?? ({} as DefaultValues<V>),
    onSaved: (saved, context) => {
      onSaved?.(saved, context);
      onClose();
    },
  });
  const { isSubmitting } = useFormState({ control: form.control });
  const refusal = failure ? (describeError(failure, t)?.detail ?? t('state.error')) : null;
  const word = useConfirmWord(confirmWord);
  const [typed, setTyped] = useState('');
  const locked = word !== null && typed !== word;
  const color = destructive ? 'error' : 'primary';
  const confirmText = confirmLabel ?? t(destructive ? 'dialog.delete' : 'dialog.confirm');

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      role={destructive ? 'alertdialog' : 'dialog'}
      fullWidth
      maxWidth="xs"
    >
      <Form
        form={form}
        // Enter in a field must not get past the typed word either.
        onSubmit={(values) => (locked ? undefined : submit(values))}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {message && <DialogContentText id={messageId}>{message}</DialogContentText>}
          {refusal && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {failureTitle && <AlertTitle>{failureTitle}</AlertTitle>}
              {refusal}
            </Alert>
          )}
          <FormErrors messages={errors} />
          {children && <Box sx={{ display: 'grid', gap: 2, pt: 2 }}>{children}</Box>}
          {word !== null && <ConfirmWordField word={word} value={typed} onChange={setTyped} />}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            {t('dialog.cancel')}
          </Button>
          {canConfirm ? (
            <WatchedConfirmButton<V> color={color} canConfirm={canConfirm} locked={locked}>
              {confirmText}
            </WatchedConfirmButton>
          ) : (
            <SubmitButton color={color} disabled={locked}>
              {confirmText}
            </SubmitButton>
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/**
 * The submit button of a dialog with `canConfirm`, disabled while it refuses the values: it
 * watches every field, so only such dialogs pay for a render per change.
 */
function WatchedConfirmButton<V extends FieldValues>({
  canConfirm,
  locked,
  ...props
}: SubmitButtonProps & { canConfirm: (values: V) => boolean; locked: boolean }) {
  const { control, getValues } = useFormContext<V>();
  // Re-renders on each change, so that getValues() below is current.
  useWatch({ control });
  return <SubmitButton {...props} disabled={locked || !canConfirm(getValues())} />;
}

/** The values of a confirmation with a reason. */
export interface ReasonValues {
  reason: string;
}

const requiredReason = z.object({ reason: required });
const optionalReason = z.object({ reason: z.string() });

/** `{...reasonForm()}` on an ActionDialog: its schema and blank reason (required unless told). */
export function reasonForm(isRequired = true) {
  return {
    schema: isRequired ? requiredReason : optionalReason,
    defaultValues: { reason: '' },
  };
}

/** The multi-line reason field of an ActionDialog (`reasonForm`). */
export function ReasonField({
  label,
  required: isRequired = true,
}: {
  label: string;
  required?: boolean;
}) {
  return (
    <TextField<ReasonValues>
      name="reason"
      label={label}
      required={isRequired}
      multiline
      minRows={3}
    />
  );
}
