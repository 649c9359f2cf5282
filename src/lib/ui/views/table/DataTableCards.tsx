import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DataTableColumn, DataTableRowProps } from '../../controllers/table/types';

interface DataTableCardsProps<Row> extends DataTableRowProps<Row> {
  label: string;
  skeleton: boolean;
  busy: boolean;
  skeletonCount: number;
}

const MAX_SKELETON_CARDS = 3;

function Fields<Row>({ columns, row }: { columns: readonly DataTableColumn<Row>[]; row: Row }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // Headers take at most 40 % and wrap ("Numéro de TVA intracommunautaire"): an auto
        // column took a long header's whole width and left the value a letter per line.
        gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {columns.map((column) => (
        <Box key={column.id} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ overflowWrap: 'break-word' }}
          >
            {column.header}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {column.render(row)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The phone layout (< sm): a table does not fit 360 px, so each row becomes a card that lists
 * "header: value" pairs, leaving out the columns marked hideOnXs.
 */
export function DataTableCards<Row>(props: DataTableCardsProps<Row>) {
  const {
    label,
    columns,
    rows,
    getRowId,
    onRowClick,
    rowHref,
    getRowLabel,
    rowActions,
    skeleton,
    busy,
    skeletonCount,
  } = props;
  const shown = columns.filter((column) => !column.hideOnXs);

  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {skeleton
        ? Array.from({ length: Math.min(skeletonCount, MAX_SKELETON_CARDS) }, (_, index) => (
            <Box component="li" key={`skeleton-${index}`} aria-hidden>
              <Card variant="outlined">
                <CardContent>
                  {shown.map((column) => (
                    <Skeleton key={column.id} variant="text" />
                  ))}
                </CardContent>
              </Card>
            </Box>
          ))
        : rows.map((row) => (
            <Box component="li" key={getRowId(row)}>
              <Card variant="outlined">
                {rowHref ? (
                  // The whole card is the row's link (keyboard, open in a new tab).
                  <CardActionArea
                    component={RouterLink}
                    to={rowHref(row)}
                    aria-label={getRowLabel?.(row)}
                  >
                    <CardContent>
                      <Fields columns={shown} row={row} />
                    </CardContent>
                  </CardActionArea>
                ) : onRowClick ? (
                  <CardActionArea onClick={() => onRowClick(row)} aria-label={getRowLabel?.(row)}>
                    <CardContent>
                      <Fields columns={shown} row={row} />
                    </CardContent>
                  </CardActionArea>
                ) : (
                  <CardContent>
                    <Fields columns={shown} row={row} />
                  </CardContent>
                )}
                {rowActions && (
                  <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                    {rowActions(row)}
                  </CardActions>
                )}
              </Card>
            </Box>
          ))}
    </Box>
  );
}
