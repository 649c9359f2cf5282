import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useMutationForm, type MutationFormOptions } from '../../controllers/form/useMutationForm';
import { FailureAlert } from '../feedback/FailureMessage';
import { FormDialog } from './FormDialog';

export interface ResourceFormDialogProps<
  V extends FieldValues,
  O,
  P,
  S,
> extends MutationFormOptions<V, O, P, S> {
  /** Already translated; also the form's accessible name. */
  title: ReactNode;
  /** Cancel, Escape, and after `onSaved` once saved. */
  onClose: () => void;
  /** Defaults to "Save". */
  submitLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** A save refused for no field (a 5xx, a business refusal), told in the screen's words. */
  failureTitle?: string;
  /** The fields, bound with fieldsFor<V>(). */
  children: ReactNode;
}

/**
 * A record added or edited in a dialog (useMutationForm in a FormDialog): the schema checks,
 * the mutation saves, server field errors land on the fields with the input kept, the others
 * above them; once saved, `onSaved` then `onClose`. Mount it when it opens (`{open && …}`) so
 * each opening starts from `defaultValues`.
 */
export function ResourceFormDialog<V extends FieldValues, O = V, P = O, S = unknown>(
  props: ResourceFormDialogProps<V, O, P, S>,
) {
  const { title, onClose, submitLabel, maxWidth, children, onSaved, failureTitle, ...options } =
    props;
  const { form, submit, errors, failure } = useMutationForm<V, O, P, S>({
    ...options,
    onSaved: (saved, context) => {
      onSaved?.(saved, context);
      onClose();
    },
  });
  return (
    <FormDialog
      title={title}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      errors={errors}
      failure={failure && failureTitle && <FailureAlert title={failureTitle} error={failure} />}
      submitLabel={submitLabel}
      maxWidth={maxWidth}
    >
      {children}
    </FormDialog>
  );
}
