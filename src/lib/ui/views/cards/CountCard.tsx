import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Every card has one height, loading or not, so nothing moves when the counts arrive. */
const CARD_HEIGHT = 96;

const bodySx = {
  minHeight: CARD_HEIGHT,
  px: 2.5,
  py: 2,
  display: 'flex',
  alignItems: 'center',
} as const;

export type CountCardState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** `text`: the sentence, already translated, the count in a <strong> ("<strong>3</strong> quotations to validate"). */
  | { status: 'ready'; count: number; to: string; text: ReactNode };

/**
 * One card of work to do: "3 quotations to validate", the whole card a link to the list that
 * shows them. Zero keeps the card ("No quotation to validate"), muted, so the page keeps its
 * shape and says there is nothing to do rather than hiding the question.
 */
export function CountCard({ state }: { state: CountCardState }) {
  const { t } = useTranslation('ui');
  if (state.status === 'loading') {
    return (
      <Card variant="outlined" role="status" aria-busy="true" aria-label={t('cards.loading')}>
        <Box sx={{ ...bodySx, gap: 1.5 }}>
          <Skeleton variant="rounded" width={40} height={32} />
          <Skeleton variant="text" sx={{ flex: 1, fontSize: '1rem' }} />
        </Box>
      </Card>
    );
  }
  if (state.status === 'error') {
    return (
      <Card variant="outlined">
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
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <Typography
          component="span"
          color={count === 0 ? 'text.secondary' : 'text.primary'}
          sx={{
            ...bodySx,
            fontSize: '1rem',
            // The count stands out; tabular figures keep cards aligned side by side.
            '& strong': {
              fontSize: '1.75rem',
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              lineHeight: 1.2,
            },
          }}
        >
          {/* A row: the count, then the sentence wrapping in its own column. */}
          <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
            {text}
          </Box>
        </Typography>
      </CardActionArea>
    </Card>
  );
}
