import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '../form/Form';
import { FormErrors } from '../form/FormErrors';

export interface FormDialogProps<V extends FieldValues, C, O> {
  /** Already translated. */
  title: ReactNode;
  form: UseFormReturn<V, C, O>;
  onSubmit: SubmitHandler<O>;
  onClose: () => void;
  /** The server's messages that found no field (`applyServerErrors`' answer), above the fields. */
  errors?: readonly string[];
  /** A save refused for no field, told in the screen's words (a FailureAlert), above them. */
  failure?: ReactNode;
  /** Defaults to "Save". */
  submitLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/**
 * A form in a dialog: title, the server's unmatched errors, the fields, Cancel and Save. Full
 * screen on phones; the form is named by the title; Enter submits once (Form).
 */
export function FormDialog<V extends FieldValues, C, O>(props: FormDialogProps<V, C, O>) {
  const { title, form, onSubmit, onClose, errors = [], submitLabel, maxWidth = 'sm' } = props;
  const { t } = useTranslation('ui');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      fullWidth
    >
      <Form form={form} onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {props.failure}
          <FormErrors messages={errors} />
          {props.children}
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <SubmitButton>{submitLabel}</SubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
