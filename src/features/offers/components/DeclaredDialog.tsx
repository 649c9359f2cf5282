import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { MutationCall } from '@/lib/ui';
import { ResourceFormDialog } from '@/lib/ui';
import { dataFormParts, type FormDeclaration } from '@/lib/ui/resourceKit';

export interface DeclaredDialogProps<R, V extends FieldValues, P> {
  title: string;
  form: FormDeclaration<R, V, P>;
  /** The row edited; absent, a new one. */
  record?: R;
  save: (payload: P) => MutationCall<unknown>;
  onClose: () => void;
}

/** A row of a tab (a slice, a category rate) added or edited in a dialog, declared as data. */
export function DeclaredDialog<R, V extends FieldValues, P>(props: DeclaredDialogProps<R, V, P>) {
  const { title, form, record, save, onClose } = props;
  const parts = useMemo(() => dataFormParts(form, 'offers'), [form]);
  return (
    <ResourceFormDialog<V, V, P>
      title={title}
      schema={parts.schema}
      defaultValues={record ? form.toValues(record) : parts.defaults}
      toPayload={(values) => form.toPayload(values, undefined)}
      mutation={save}
      onClose={onClose}
      maxWidth="sm"
    >
      {parts.children(record ? 'edit' : 'add', record)}
    </ResourceFormDialog>
  );
}
