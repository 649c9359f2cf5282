import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@/lib/ui';
import { CardGrid } from '@/lib/ui/views/dashboard';
import {
  useGetHangarDashboardQuery,
  useListHangarVariantsQuery,
  type HangarVariant,
} from '../api/hangar.api';
import { MovementsCard } from '../components/MovementsCard';
import { OccupancyChart, OccupancyStats } from '../components/OccupancyCards';
import { VariantSelect } from '../components/VariantSelect';
import { useVariantParam } from '../model/useVariantParam';

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
  const variants = useListHangarVariantsQuery(undefined);
  const { variant, select } = useVariantParam(variants.data);
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={variant ? t('variant.airport', variant.airport) : undefined}
      />
      {variants.isError ? (
        <ErrorState message={t('failed')} onRetry={() => void variants.refetch()} />
      ) : !variants.data ? (
        <LoadingState />
      ) : !variant ? (
        <EmptyState message={t('empty')} />
      ) : (
        <>
          <Box sx={{ mb: 2 }}>
            <VariantSelect variants={variants.data} value={variant} onChange={select} />
          </Box>
          <VariantDashboard key={variant.id} variant={variant} />
        </>
      )}
    </>
  );
}
