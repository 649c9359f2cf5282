import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/lib/ui/feedback/DocumentTitle';

/** The frame of public pages: brand, tagline (operator-translatable) and a centred card. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 1.5, sm: 3 },
        pt: { xs: 7, sm: 3 },
      }}
    >
      <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
        <Typography
          variant="overline"
          color="primary"
          component="p"
          sx={{ fontWeight: 700, letterSpacing: 2 }}
        >
          {t('app.name')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('app.tagline')}
        </Typography>
        <DocumentTitle title={title} />
        <Typography variant="h1" sx={{ mb: subtitle ? 0.5 : 2 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
