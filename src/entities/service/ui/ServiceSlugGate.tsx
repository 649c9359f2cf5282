import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RecordMissing, type BackTo } from '@/lib/ui';
import type { Service } from '../service.types';
import { slugsFit } from '../tabs';

/**
 * A service's page whose URL names another typology, or a tab its typology lacks (a stale or
 * mistyped link): spec section 8's "No item for this slug" with a way back, not a blank page.
 */
export function ServiceSlugGate({
  service,
  backTo,
  children,
}: {
  service: Pick<Service, 'typology'>;
  backTo: BackTo;
  children: ReactNode;
}) {
  const { t } = useTranslation(['http', 'services']);
  const { typology, tab } = useParams();
  if (slugsFit(service.typology, { typology, tab })) return <>{children}</>;
  return (
    <RecordMissing
      backTo={backTo}
      title={t('http:failure.noItemForSlug')}
      detail={t('services:slug.detail')}
    />
  );
}
