import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ConfirmDialog, StaticTable, type MutationCall, type StaticTableProps } from '@/lib/ui';
import type { FormDeclaration } from '@/lib/ui/resourceKit';
import { DeclaredDialog } from './DeclaredDialog';

export interface RecordRowsTexts<R> {
  /** The add button's label. */
  add: string;
  /** The dialog's title, adding (`undefined`) or editing a row. */
  dialogTitle: (row: R | undefined) => string;
  /** The edit and delete buttons' accessible names: "Edit the slice from €0 to €100". */
  edit: (row: R) => string;
  delete: (row: R) => string;
}

/** Asks before a row is deleted (a slice: its neighbours may refuse). */
export interface RowDeletion<R> {
  title: string;
  message: (row: R) => string;
  loading: boolean;
}

export interface RecordRowsTableProps<R extends { id: number }, V extends FieldValues, P> {
  /** The table as StaticTable takes it, less its actions (edit and delete come from here). */
  table: Omit<StaticTableProps<R>, 'getRowId' | 'rowActions'>;
  texts: RecordRowsTexts<R>;
  form: FormDeclaration<R, V, P>;
  /** Adds (`row` undefined) or changes a row. */
  save: (payload: P, row: R | undefined) => MutationCall<unknown>;
  remove: (row: R) => Promise<unknown>;
  /** Absent: a row goes at the click. */
  confirmDelete?: RowDeletion<R>;
  readOnly: boolean;
}

/** Rows of a record's part (slices, category rates): added and edited in a dialog, deleted. */
export function RecordRowsTable<R extends { id: number }, V extends FieldValues, P>(
  props: RecordRowsTableProps<R, V, P>,
) {
  const { table, texts, form, save, remove, confirmDelete, readOnly } = props;
  // undefined: closed; null: a new row; a row: editing it.
  const [editing, setEditing] = useState<R | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<R | null>(null);
  const askOrRemove = (row: R) => (confirmDelete ? setDeleting(row) : void remove(row));
  return (
    <Stack spacing={2}>
      <StaticTable<R>
        {...table}
        getRowId={(row) => row.id}
        rowActions={
          readOnly
            ? undefined
            : (row) => (
                <>
                  <IconButton aria-label={texts.edit(row)} onClick={() => setEditing(row)}>
                    <EditIcon />
                  </IconButton>
                  <IconButton aria-label={texts.delete(row)} onClick={() => askOrRemove(row)}>
                    <DeleteIcon />
                  </IconButton>
                </>
              )
        }
      />
      {!readOnly && (
        <div>
          <Button variant="outlined" onClick={() => setEditing(null)}>
            {texts.add}
          </Button>
        </div>
      )}
      {editing !== undefined && (
        <DeclaredDialog
          title={texts.dialogTitle(editing ?? undefined)}
          form={form}
          record={editing ?? undefined}
          save={(payload) => save(payload, editing ?? undefined)}
          onClose={() => setEditing(undefined)}
        />
      )}
      {confirmDelete && (
        <ConfirmDialog
          open={deleting !== null}
          title={confirmDelete.title}
          message={deleting && confirmDelete.message(deleting)}
          destructive
          loading={confirmDelete.loading}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            if (!deleting) return;
            // A refusal is told by the error toast; the dialog closes.
            void remove(deleting).then(() => setDeleting(null));
          }}
        />
      )}
    </Stack>
  );
}
