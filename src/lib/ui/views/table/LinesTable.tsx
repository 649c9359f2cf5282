import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StaticTable, numericCellSx, type StaticTableProps } from './StaticTable';

export interface LinesTotal {
  /** Already translated: "Subtotal", "VAT", "Total due". */
  label: string;
  /** Already formatted (money()). */
  value: ReactNode;
  /** The amount that matters (the total due): in bold. */
  emphasis?: boolean;
}

export interface LinesTableProps<Line> extends Omit<
  StaticTableProps<Line>,
  'footer' | 'footerOnXs' | 'dense'
> {
  /** The totals under the lines, in the last column. */
  totals?: readonly LinesTotal[];
}

/**
 * The lines of a document (order, invoice, quote) with its totals: a dense StaticTable whose
 * footer aligns each total under the last column; on phones the totals follow the cards.
 */
export function LinesTable<Line>(props: LinesTableProps<Line>) {
  const { totals = [], ...table } = props;
  const actions = props.rowActions ? 1 : 0;
  // The totals read as the lines do: MUI's footer cells are smaller and grey by default.
  const footerCellSx = { typography: 'body2', color: 'text.primary' } as const;
  const footer =
    totals.length > 0 &&
    ((shownColumns: number) => (
      <TableFooter>
        {totals.map((total) => (
          <TableRow key={total.label}>
            <TableCell
              colSpan={shownColumns - 1 + actions}
              align="right"
              component="th"
              scope="row"
              sx={footerCellSx}
            >
              {total.label}
            </TableCell>
            <TableCell
              align="right"
              sx={{
                ...footerCellSx,
                ...numericCellSx,
                fontWeight: total.emphasis ? 700 : undefined,
              }}
            >
              {total.value}
            </TableCell>
          </TableRow>
        ))}
      </TableFooter>
    ));
  const footerOnXs = totals.length > 0 && (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, mt: 2 }}
    >
      {totals.map((total) => (
        <Box key={total.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {total.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, ...numericCellSx, fontWeight: total.emphasis ? 700 : undefined }}
          >
            {total.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
  return <StaticTable {...table} dense footer={footer || undefined} footerOnXs={footerOnXs} />;
}
