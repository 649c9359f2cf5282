import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from './DocumentTitle';

export interface PublicCardProps {
  title: string;
  subtitle?: string;
  /** Shown under the brand (the login page's operator-translatable tagline). */
  tagline?: string;
  /** The card's largest width in px: 440 for a short form, wider for a long one. */
  maxWidth?: number;
  /** Below the content, inside the card (a way back to login...). */
  footer?: ReactNode;
  children: ReactNode;
}

const STABLE_SCROLLBAR = { html: { scrollbarGutter: 'stable' } } as const;

/**
 * The frame of public pages (bare layout): brand, page title, a card centred across and held at
 * the top. Not centred down the page: parts that arrive after the first paint (the login's demo
 * accounts, a form's late links) would grow a centred card upwards and move everything already
 * shown (Lighthouse measured a layout shift of 0.33 on /login); they now only add below. The
 * scrollbar's room is kept too: a card growing past the window would otherwise bring a scrollbar
 * and move the whole centred card sideways.
 */
export function PublicCard({
  title,
  subtitle,
  tagline,
  maxWidth = 440,
  footer,
  children,
}: PublicCardProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <GlobalStyles styles={STABLE_SCROLLBAR} />
      <Box
        component="main"
        sx={{
          minHeight: '100dvh',
          display: 'grid',
          placeItems: 'start center',
          p: { xs: 1, sm: 3 },
          pt: { xs: 7, sm: 8 },
        }}
      >
        <Paper sx={{ width: '100%', maxWidth, p: { xs: 2, sm: 4 } }}>
          <Typography
            variant="overline"
            color="primary"
            component="p"
            sx={{ fontWeight: 700, letterSpacing: 2 }}
          >
            {t('app.name')}
          </Typography>
          {tagline && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {tagline}
            </Typography>
          )}
          <DocumentTitle title={title} />
          <Typography variant="h1" sx={{ mb: subtitle ? 0.5 : 2, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
          {footer}
        </Paper>
      </Box>
    </>
  );
}
