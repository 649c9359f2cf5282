import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AddIcon, DeleteIcon } from '../icons';
import { Columns, type ColumnTemplate, type ColumnsProps } from '../layout/Columns';

/** A grid template, one value or one per breakpoint (`{ xs: '1fr', sm: '1fr 1fr' }`). */
export type FieldColumns = ColumnTemplate;

const TWO_COLUMNS: FieldColumns = { xs: '1fr', sm: '1fr 1fr' };

export interface FieldGridProps extends Omit<ColumnsProps, 'columns' | 'component'> {
  /** One column on a phone, two from `sm` unless told. */
  columns?: FieldColumns;
}

/**
 * Fields side by side, in a form's usual rhythm: the layout of a form's short fields (Columns,
 * two from sm unless told). A field spanning the row sets `gridColumn: '1 / -1'` on its cell.
 */
export function FieldGrid({ columns = TWO_COLUMNS, ...props }: FieldGridProps) {
  return <Columns columns={columns} {...props} />;
}

export interface FieldRowsProps {
  /** The list's name, its fieldset's legend ("Price slices"). */
  legend: string;
  /** Said under the legend (what the rows must respect). */
  hint?: ReactNode;
  /** The rows, keyed (react-hook-form's useFieldArray `fields`). */
  rows: readonly { id: string }[];
  /** A row's accessible name, `index` from 0: "Slice 2". */
  rowLabel: (index: number) => string;
  /** The remove button's accessible name: "Remove slice 2". */
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  /** A row's grid template, the remove button its last cell (`{ xs: '1fr 1fr auto' }`). */
  columns: FieldColumns;
  /** The fields of row `index`. */
  children: (index: number) => ReactNode;
  /** Said under row `index`'s fields, across the row (what the row gives: a price preview). */
  rowNote?: (index: number) => ReactNode;
  /** The list's own error (too few rows, an order rule), already translated. */
  error?: string | null;
  add: { label: string; onClick: () => void; disabled?: boolean };
  /** Said under the add button (a limit). */
  footer?: ReactNode;
  /**
   * Rows whose fields stack on a phone get a frame there, so it is clear which row a remove
   * button removes (from `sm` up the row is one line and needs none).
   */
  framedOnPhone?: boolean;
}

const PHONE_FRAME = {
  border: { xs: 1, sm: 0 },
  borderColor: 'divider',
  borderRadius: 2,
  p: { xs: 1.5, sm: 0 },
} as const;

/**
 * A list of repeated field rows (price slices, a package's contents, characteristics): a
 * fieldset with its legend, one named group per row with its remove button, the list's error,
 * and an add button.
 */
export function FieldRows(props: FieldRowsProps) {
  const { legend, hint, rows, rowLabel, removeLabel, onRemove, columns, children } = props;
  const { error, add, footer, framedOnPhone = false, rowNote } = props;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {legend}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      {rows.map((row, index) => (
        <Box
          key={row.id}
          role="group"
          aria-label={rowLabel(index)}
          data-framed={framedOnPhone || undefined}
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: columns,
            ...(framedOnPhone ? PHONE_FRAME : {}),
          }}
        >
          {children(index)}
          <IconButton aria-label={removeLabel(index)} onClick={() => onRemove(index)}>
            <DeleteIcon />
          </IconButton>
          {rowNote && <Box sx={{ gridColumn: '1 / -1' }}>{rowNote(index)}</Box>}
        </Box>
      ))}
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
      <Box>
        <Button startIcon={<AddIcon />} onClick={add.onClick} disabled={add.disabled}>
          {add.label}
        </Button>
        {footer && (
          <Typography variant="body2" color="text.secondary">
            {footer}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
