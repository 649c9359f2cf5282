import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/lib/ui';
import { CardGrid } from '@/lib/ui/views/dashboard';
import { useGetHangarDashboardQuery, type HangarVariant } from '../api/hangar.api';
import { MovementsCard } from '../components/MovementsCard';
import { OccupancyChart, OccupancyStats } from '../components/OccupancyCards';
import { VariantFrame } from '../components/VariantFrame';

function VariantDashboard({ variant }: { variant: HangarVariant }) {
  const { t } = useTranslation('hangar');
  const query = useGetHangarDashboardQuery({ variantId: variant.id });
  if (query.isError) {
    return <ErrorState message={t('dashboard.failed')} onRetry={() => void query.refetch()} />;
  }
  const dashboard = query.currentData;
  if (!dashboard) return <LoadingState label={t('dashboard.loading')} />;
  return (
    <CardGrid label={t('dashboard.figures')}>
      <OccupancyStats dashboard={dashboard} />
      <OccupancyChart dashboard={dashboard} variant={variant} />
      <MovementsCard movements={dashboard.movements} />
    </CardGrid>
  );
}

/** /hangar/dashboard: how full a capacity product is tonight and next, who arrives and leaves. */
export default function HangarDashboardPage() {
  const { t } = useTranslation('hangar');
  return (
    <VariantFrame title={t('dashboard.title')}>
      {(variant) => <VariantDashboard key={variant.id} variant={variant} />}
    </VariantFrame>
  );
}
