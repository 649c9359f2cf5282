import type { FieldValues } from 'react-hook-form';
import type { ReactNode } from 'react';
import type {
  FormOptions,
  ResourceHooks,
} from '../../controllers/resource/resourceViewsDeclaration';
import type { ResourceAction } from '../../controllers/resource/actions';
import type { ResourceRights } from '@/lib/api/defineResource';
import { ResourceFormDialog } from '../dialogs/ResourceFormDialog';
import { EditIcon } from '../icons';

export interface DeclaredFormDialogProps<R extends { id: number }, V extends FieldValues, O, P, C> {
  form: FormOptions<R, V, O, P, C>;
  hooks: Pick<ResourceHooks<R, P, string>, 'useCreate' | 'useUpdate'>;
  /** The record edited; absent, a new one. */
  record?: R;
  /** `form.addTitle`, or `form.editTitle` given the record's name, translated. */
  title: string;
  /** A save refused for no field, in the screen's words (translated `form.failureTitle`). */
  failureTitle?: string;
  ctx: C;
  onClose: () => void;
}

/**
 * A declared resource's form in a dialog (declared `form.dialog`): the same schema, values,
 * payload and fields as its form page, saved by the resource's create or update; the server's
 * field refusals land on the fields, and once saved it closes (the list refreshes by its tags).
 */
export function DeclaredFormDialog<R extends { id: number }, V extends FieldValues, O, P, C>(
  props: DeclaredFormDialogProps<R, V, O, P, C>,
) {
  const { form, hooks, record, title, failureTitle, ctx, onClose } = props;
  const [create] = hooks.useCreate();
  const [update] = hooks.useUpdate();
  const { Fields } = form;
  return (
    <ResourceFormDialog<V, O, P, { id: number }>
      title={title}
      schema={form.schema}
      defaultValues={record ? form.toValues(record) : form.defaults}
      toPayload={(values) => form.toPayload(values, ctx)}
      fieldMap={form.fieldMap}
      mutation={(payload) => (record ? update({ id: record.id, ...payload }) : create(payload))}
      onClose={onClose}
      maxWidth={form.dialog?.maxWidth}
      failureTitle={failureTitle}
    >
      <Fields mode={record ? 'edit' : 'add'} record={record} />
    </ResourceFormDialog>
  );
}

/** The row action that edits a record in the dialog, with the edit right. */
export function editInDialog<R>(
  rights: ResourceRights,
  label: (record: R) => string,
  dialog: (record: R, close: () => void) => ReactNode,
): ResourceAction<R> {
  return {
    kind: 'dialog',
    id: 'edit',
    permission: rights.edit,
    label,
    icon: <EditIcon />,
    dialog,
  };
}
