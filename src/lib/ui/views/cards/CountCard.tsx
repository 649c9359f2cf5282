import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useReportStanding, type CountCardStanding } from './countCardSlot';

/**
 * Every card has one height, loading or not, so nothing moves when the counts arrive; lower on
 * a phone, where the cards stack one a row.
 */
const CARD_HEIGHT = { xs: 72, sm: 96 };

const bodySx = {
  minHeight: CARD_HEIGHT,
  height: '100%',
  px: { xs: 2, sm: 2.5 },
  py: { xs: 1.5, sm: 2 },
  display: 'flex',
  alignItems: 'center',
} as const;

/** The card's "open the list" affordance (drawn inline: no icon package for one path). */
const ArrowIcon = createSvgIcon(
  <path d="m12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z" />,
  'ArrowForward',
);

export type CountCardState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** `text`: the sentence, already translated, the count in a <strong> ("<strong>3</strong> quotations to validate"). */
  | { status: 'ready'; count: number; to: string; text: ReactNode };

const standingOf = (state: CountCardState): CountCardStanding =>
  state.status === 'loading'
    ? 'loading'
    : state.status === 'ready' && state.count === 0
      ? 'empty'
      : 'attention';

/**
 * One card of work to do: "3 quotations to validate", the whole card one link (one tab stop,
 * its name the sentence) to the list that shows them, raised on hover with an arrow. Zero keeps
 * the card ("No quotation to validate") but it recedes: flat, muted, smaller type, and sorted
 * after the others by a CountCardGrid, so the page keeps its shape and says there is nothing
 * to do rather than hiding the question.
 */
export function CountCard({ state }: { state: CountCardState }) {
  const { t } = useTranslation('ui');
  useReportStanding(standingOf(state));
  if (state.status === 'loading') {
    return (
      <Card
        variant="outlined"
        role="status"
        aria-busy="true"
        aria-label={t('cards.loading')}
        sx={{ height: '100%' }}
      >
        <Box sx={{ ...bodySx, gap: 1.5 }}>
          <Skeleton variant="rounded" width={40} height={32} />
          <Skeleton variant="text" sx={{ flex: 1, fontSize: '1rem' }} />
        </Box>
      </Card>
    );
  }
  if (state.status === 'error') {
    return (
      <Card variant="outlined" sx={{ height: '100%' }}>
        <Box sx={{ ...bodySx, justifyContent: 'space-between', gap: 1 }} role="alert">
          <Typography variant="body2" color="error">
            {t('cards.error')}
          </Typography>
          <Button size="small" onClick={state.retry}>
            {t('state.retry')}
          </Button>
        </Box>
      </Card>
    );
  }
  const { count, to, text } = state;
  const empty = count === 0;
  return (
    <Card
      component={RouterLink}
      to={to}
      {...(empty ? { variant: 'outlined' as const } : {})}
      sx={(theme) => ({
        ...bodySx,
        gap: 2,
        color: empty ? 'text.secondary' : 'text.primary',
        textDecoration: 'none',
        border: 1,
        borderColor: empty || theme.skin === 'bordered' ? 'divider' : 'transparent',
        transition: theme.transitions.create(['box-shadow', 'border-color', 'background-color']),
        ...(empty && { bgcolor: 'transparent', boxShadow: 'none' }),
        '&:hover': {
          borderColor: empty ? 'text.secondary' : 'primary.main',
          ...(!empty && theme.skin !== 'bordered' && { boxShadow: theme.shadows[4] }),
          '& .count-card-arrow': { color: 'primary.main', transform: 'translateX(2px)' },
        },
        '&:focus-visible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
    >
      <Typography
        component="span"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'baseline',
          gap: 1.5,
          fontSize: empty ? '0.875rem' : '1rem',
          color: 'inherit',
          // The count stands out; tabular figures keep cards aligned side by side.
          '& strong': {
            fontSize: '1.75rem',
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            lineHeight: 1.2,
          },
        }}
      >
        {text}
      </Typography>
      <ArrowIcon
        className="count-card-arrow"
        fontSize="small"
        sx={{
          color: empty ? 'text.disabled' : 'text.secondary',
          transition: 'transform 120ms, color 120ms',
        }}
      />
    </Card>
  );
}
