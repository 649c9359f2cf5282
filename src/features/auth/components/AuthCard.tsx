import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '@/lib/ui/views/feedback/PublicCard';

/** The frame of the auth pages: the public card with the operator-translatable tagline. */
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
    <PublicCard title={title} subtitle={subtitle} tagline={t('app.tagline')}>
      {children}
    </PublicCard>
  );
}
