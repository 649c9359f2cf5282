import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';

/** A grid template, one value or one per breakpoint (`{ xs: '1fr', md: '1fr 2fr' }`). */
export type ColumnTemplate = string | Partial<Record<Breakpoint, string>>;

/** A gap in theme spacing units (8 px), one value or one per breakpoint (`{ xs: 2, md: 5 }`). */
export type ColumnGap = number | Partial<Record<Breakpoint, number>>;

export interface ColumnsProps {
  /** The columns: one on a phone is the usual first value (`{ xs: '1fr', md: '1fr 1fr' }`). */
  columns: ColumnTemplate;
  /** Between rows and columns; 2 (16 px) unless told. */
  gap?: ColumnGap;
  /** Between rows only, when it differs from `gap`. */
  rowGap?: ColumnGap;
  /** Between columns only, when it differs from `gap`. */
  columnGap?: ColumnGap;
  /** Cells of a row of unequal height: `start` keeps each at its own (a row with a button). */
  alignItems?: 'start' | 'center' | 'end' | 'stretch';
  /** A list of cards or choices is a `ul`: its bullets, padding and margins go. */
  component?: 'div' | 'section' | 'ul' | 'ol';
  role?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Spacing around the columns only (a dialog's `pt: 1`); never a grid of its own. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

const LIST_RESET = { listStyle: 'none', p: 0, m: 0 } as const;

/**
 * Content side by side in set columns per breakpoint: a page's two parts (a form beside its
 * details, a summary beside the payment), a row of choice cards, two detail blocks. A form's
 * short fields use FieldGrid (the same, two columns from sm by default); cards in as many columns
 * as fit use the dashboard's CardGrid; one column is a Stack (`useFlexGap`, so that its
 * children keep their margins as in a grid).
 */
export function Columns(props: ColumnsProps) {
  const { columns, gap = 2, rowGap, columnGap, alignItems, component = 'div', sx } = props;
  const isList = component === 'ul' || component === 'ol';
  return (
    <Box
      component={component}
      role={props.role}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      sx={[
        { display: 'grid', gridTemplateColumns: columns },
        // Longhands only when one differs: a responsive `gap` would otherwise override them.
        rowGap === undefined && columnGap === undefined
          ? { gap }
          : { rowGap: rowGap ?? gap, columnGap: columnGap ?? gap },
        alignItems !== undefined && { alignItems },
        isList && LIST_RESET,
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {props.children}
    </Box>
  );
}
