import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { routeTo } from '@/lib/paths/routeTo';
import { PublicCard } from '@/lib/ui/views/feedback/PublicCard';

/** The frame of the public registration pages: the public card with a way back to login. */
export function RegistrationFrame({
  title,
  subtitle,
  wide = false,
  children,
}: {
  title: string;
  subtitle?: string;
  /** The long registration form takes a wider card. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('registration');
  return (
    <PublicCard
      title={title}
      subtitle={subtitle}
      maxWidth={wide ? 880 : 520}
      footer={
        <Typography variant="body2" sx={{ mt: 3 }}>
          {t('frame.haveAccount')}{' '}
          <Link component={RouterLink} to={routeTo('auth.login')}>
            {t('frame.login')}
          </Link>
        </Typography>
      }
    >
      {children}
    </PublicCard>
  );
}
