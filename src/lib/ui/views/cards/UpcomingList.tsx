import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../feedback/ErrorState';

/** How many rows a short list of what comes next shows (UI.md "Home"). */
export const UPCOMING_ROWS = 5;

/** One row: what (a link), when, and a detail on the right. */
export interface UpcomingRow {
  key: string;
  title: string;
  to: string;
  when: string;
  detail?: string;
}

interface UpcomingListProps {
  heading: string;
  /** Already translated: "No leg in the next 30 days." */
  empty: string;
  /** The full list, under the rows. */
  all: { label: string; to: string };
  rows: readonly UpcomingRow[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

/** A row's height, kept by the skeleton rows so the list does not move when it arrives. */
const ROW_HEIGHT = 56;

/** What comes next (UI.md "Home"): at most UPCOMING_ROWS rows, soonest first. */
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
    body = (
      <List disablePadding aria-label={heading}>
        {rows.map((row) => (
          <ListItem key={row.key} divider disableGutters sx={{ minHeight: ROW_HEIGHT }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.25, sm: 2 }}
              sx={{ width: '100%', justifyContent: 'space-between' }}
            >
              <div>
                <Link component={RouterLink} to={row.to} sx={{ fontWeight: 500 }}>
                  {row.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {row.when}
                </Typography>
              </div>
              {row.detail && (
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                >
                  {row.detail}
                </Typography>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {heading}
        </Typography>
        {body}
        <Link component={RouterLink} to={all.to} sx={{ display: 'inline-block', mt: 2 }}>
          {all.label}
        </Link>
      </CardContent>
    </Card>
  );
}
