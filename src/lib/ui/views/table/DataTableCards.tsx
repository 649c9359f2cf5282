import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DataTableColumn, DataTableRowProps } from '../../controllers/table/types';
import { visuallyHidden } from '../visuallyHidden';

interface DataTableCardsProps<Row> extends DataTableRowProps<Row> {
  label: string;
  skeleton: boolean;
  busy: boolean;
  skeletonCount: number;
}

const MAX_SKELETON_CARDS = 3;
/** Dense: a card is two lines (UI.md), six or more to a phone's screen. */
const CONTENT_SX = { py: 1.25, px: 1.5, '&:last-child': { pb: 1.25 } } as const;

/** A column the card shows beside its title: the row's state, as a chip that is never cut. */
const ASIDE = /^(status|state)$|(Status|State)$/;

function Labelled<Row>({ column, row }: { column: DataTableColumn<Row>; row: Row }) {
  return (
    <>
      <span style={visuallyHidden}>{column.header} </span>
      {column.render(row)}
    </>
  );
}

/**
 * Two lines: the row's name (its primary column) with its state beside it, then the other
 * columns in one line of secondary text, each named for screen readers. Divs, not paragraphs:
 * a cell may hold blocks (a stack, a field).
 */
function Fields<Row>({ columns, row }: { columns: readonly DataTableColumn<Row>[]; row: Row }) {
  const title = columns.find((column) => column.primary) ?? columns[0];
  const aside = columns.find((column) => column !== title && ASIDE.test(column.id));
  const others = columns.filter((column) => column !== title && column !== aside);
  const rest = others.filter((column) => !column.cardBlock);
  const blocks = others.filter((column) => column.cardBlock);
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {title && (
          <Typography
            variant="body2"
            component="div"
            sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'break-word' }}
          >
            <Labelled column={title} row={row} />
          </Typography>
        )}
        {aside && (
          <Box sx={{ flex: 'none' }}>
            <Labelled column={aside} row={row} />
          </Box>
        )}
      </Box>
      {rest.length > 0 && (
        <Typography
          variant="body2"
          component="div"
          color="text.secondary"
          sx={{ mt: 0.25, overflowWrap: 'break-word', fontVariantNumeric: 'tabular-nums' }}
        >
          {rest.map((column, index) => (
            <span key={column.id}>
              {index > 0 && <span aria-hidden> · </span>}
              <Labelled column={column} row={row} />
            </span>
          ))}
        </Typography>
      )}
      {blocks.map((column) => (
        <Box key={column.id} sx={{ mt: 1 }}>
          <Typography variant="caption" component="div" color="text.secondary">
            {column.header}
          </Typography>
          <Typography variant="body2" component="div" sx={{ overflowWrap: 'break-word' }}>
            {column.render(row)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The phone layout (< sm): a table does not fit 360 px, so each row becomes a two-line card
 * (its name and state, then the other values), leaving out the columns marked hideOnXs.
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
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
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
                    <CardContent sx={CONTENT_SX}>
                      <Fields columns={shown} row={row} />
                    </CardContent>
                  </CardActionArea>
                ) : onRowClick ? (
                  <CardActionArea onClick={() => onRowClick(row)} aria-label={getRowLabel?.(row)}>
                    <CardContent sx={CONTENT_SX}>
                      <Fields columns={shown} row={row} />
                    </CardContent>
                  </CardActionArea>
                ) : (
                  <CardContent sx={CONTENT_SX}>
                    <Fields columns={shown} row={row} />
                  </CardContent>
                )}
                {rowActions && (
                  <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 0 }}>
                    {rowActions(row)}
                  </CardActions>
                )}
              </Card>
            </Box>
          ))}
    </Box>
  );
}
