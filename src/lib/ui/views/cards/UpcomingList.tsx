import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../feedback/ErrorState';

/** How many rows a short list of what comes next shows (UI.md "Home"). */
export const UPCOMING_ROWS = 5;

/** One row, on one line from sm up: when, short facts, what (the row's link), a detail on the right. */
export interface UpcomingRow {
  key: string;
  /** Already formatted, with its zone ("01/12/2026, 10:00 UTC+1"). */
  when: string;
  /** Short facts between the time and the link, never wrapped ("LFPB → LSGG", "F-HALP"). */
  facts?: readonly string[];
  /** The link's text (cut with an ellipsis when the line is short). */
  title: string;
  to: string;
  /** Right-aligned (an amount). */
  detail?: string;
}

interface UpcomingListProps {
  heading: string;
  /** Already translated: "No leg in the next 30 days." */
  empty: string;
  /** The full list, beside the heading. */
  all: { label: string; to: string };
  rows: readonly UpcomingRow[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

/** A row's height from sm up (UI.md dense lists), kept by the skeleton rows. */
const ROW_HEIGHT = 44;

const nowrap = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The rows share their columns (a subgrid) so times, routes and amounts line up; on a phone a
 * row is two lines: the link and its detail, then the time and facts.
 */
const rowSx = {
  display: 'grid',
  columnGap: 2,
  minHeight: ROW_HEIGHT,
  py: { xs: 1, sm: 0.5 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'subgrid' },
  gridTemplateAreas: { xs: '"title detail" "meta meta"', sm: 'none' },
  gridColumn: { sm: '1 / -1' },
  alignItems: 'center',
  '&:last-of-type': { borderBottom: 0 },
} as const;

const metaSx = {
  gridArea: { xs: 'meta', sm: 'auto' },
  display: { xs: 'block', sm: 'contents' },
  color: 'text.secondary',
  typography: 'body2',
  // Each fact whole on its line (inline blocks): a phone's line breaks between them.
  '& > span': { ...nowrap, display: 'inline-block' },
  // A row with fewer facts than its neighbours keeps its columns with empty cells.
  '& > span:empty': { display: { xs: 'none', sm: 'block' } },
  // On a phone the time and facts read as one line, dot-separated.
  // (a no-break space first: an inline block drops a leading plain one).
  '& > span + span::before': { content: { xs: '"\\00a0· "', sm: 'none' } },
} as const;

function Row({ row, factColumns }: { row: UpcomingRow; factColumns: number }) {
  const facts = Array.from({ length: factColumns }, (_, i) => row.facts?.[i] ?? '');
  return (
    <ListItem divider disableGutters disablePadding sx={rowSx}>
      <Box component="span" sx={metaSx}>
        <span>{row.when}</span>
        {facts.map((fact, i) => (
          <span key={i}>{fact}</span>
        ))}
      </Box>
      <Link
        component={RouterLink}
        to={row.to}
        underline="hover"
        sx={{ gridArea: { xs: 'title', sm: 'auto' }, fontWeight: 500, minWidth: 0 }}
        noWrap
      >
        {row.title}
      </Link>
      {row.detail !== undefined && (
        <Typography
          variant="body2"
          sx={{ ...nowrap, gridArea: { xs: 'detail', sm: 'auto' }, textAlign: 'right' }}
        >
          {row.detail}
        </Typography>
      )}
    </ListItem>
  );
}

/** What comes next (UI.md "Home"): at most UPCOMING_ROWS dense rows, soonest first. */
export function UpcomingList({ heading, empty, all, rows, isError, onRetry }: UpcomingListProps) {
  const { t } = useTranslation('ui');
  let body: ReactNode;
  if (isError) body = <ErrorState message={t('cards.upcomingError')} onRetry={onRetry} />;
  else if (rows === undefined) {
    body = (
      <List disablePadding aria-busy="true">
        {Array.from({ length: UPCOMING_ROWS }, (_, i) => (
          <ListItem key={i} divider disableGutters sx={{ minHeight: ROW_HEIGHT }}>
            <Skeleton variant="text" sx={{ width: '100%' }} />
          </ListItem>
        ))}
      </List>
    );
  } else if (rows.length === 0) {
    body = <Typography color="text.secondary">{empty}</Typography>;
  } else {
    // Columns: the time, as many facts as the longest row has, the link, the detail if any.
    const facts = Math.max(...rows.map((row) => row.facts?.length ?? 0));
    const detail = rows.some((row) => row.detail !== undefined);
    const columns = `repeat(${facts + 1}, max-content) minmax(0, 1fr)${detail ? ' max-content' : ''}`;
    body = (
      <List
        disablePadding
        aria-label={heading}
        sx={{ display: { sm: 'grid' }, gridTemplateColumns: { sm: columns } }}
      >
        {rows.map((row) => (
          <Row key={row.key} row={row} factColumns={facts} />
        ))}
      </List>
    );
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            gap: 2,
            mb: 1,
          }}
        >
          <Typography variant="h2">{heading}</Typography>
          <Link component={RouterLink} to={all.to} sx={{ whiteSpace: 'nowrap' }}>
            {all.label}
          </Link>
        </Box>
        {body}
      </CardContent>
    </Card>
  );
}
