import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { toneColours, type StatusTone } from '../../controllers/status/statusTone';

export interface StatCardProps {
  /** Already translated: what is counted ("Invoices to pay"). */
  label: string;
  /** The figure, formatted (a count, an amount); absent while loading. */
  value?: ReactNode;
  /** A line under the figure ("3 overdue", "+12 % on October"). */
  hint?: ReactNode;
  /** The figure's colour when it says a state (overdue: error); the text colour by default. */
  tone?: StatusTone;
  /** The list the figure counts: the whole card is then a link to it. */
  to?: string;
}

const bodySx = { minHeight: 112, px: 2.5, py: 2 } as const;

/**
 * One figure on a dashboard: its label, the value in large tabular figures, a hint; the whole
 * card a link when the figure has a list behind it. Loading keeps the card's height.
 */
export function StatCard({ label, value, hint, tone, to }: StatCardProps) {
  const labelId = useId();
  const body = (
    <Box sx={bodySx}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      {value === undefined ? (
        <Skeleton variant="text" width={80} sx={{ fontSize: '2rem' }} />
      ) : (
        <Typography
          component="p"
          variant="h4"
          sx={(theme) => ({
            fontWeight: 600,
            fontVariantNumeric: 'tabular-nums',
            color: tone ? toneColours(theme, tone).text : 'text.primary',
          })}
        >
          {value}
        </Typography>
      )}
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
  return (
    <Card
      variant="outlined"
      role={value === undefined ? 'status' : undefined}
      aria-busy={value === undefined || undefined}
      aria-labelledby={to ? undefined : labelId}
      component={to ? 'div' : 'section'}
      sx={{ height: '100%' }}
    >
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
