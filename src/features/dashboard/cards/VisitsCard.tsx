import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSelectedOrganization } from '@/lib/auth/organizationSlice';
import { useFormatters } from '@/lib/format/useFormatters';
import { useAppSelector } from '@/lib/store/hooks';
import { ChartCard, type ChartData } from '@/lib/ui/views/dashboard';
import { useProviderVisitsQuery } from '../api/visits.api';
import { VISIT_DAYS, visitRange } from '../model/visitDays';

/** The seller's shop page visits per day over the last 30 days, and how many organizations. */
export default function VisitsCard() {
  const { t } = useTranslation('dashboard', { useSuspense: true });
  const format = useFormatters();
  const organization = useAppSelector(selectSelectedOrganization);
  const [now] = useState(() => Date.now());
  const range = useMemo(() => visitRange(now), [now]);
  const query = useProviderVisitsQuery(
    organization ? { sellerId: organization.id, ...range } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const data = useMemo((): ChartData | undefined => {
    if (!query.data) return undefined;
    const label = new Intl.DateTimeFormat(format.locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    return {
      kind: 'bar',
      categories: query.data.days.map((day) => label.format(Date.parse(day.date))),
      series: [
        { id: 'visits', label: t('visits.visits'), data: query.data.days.map((d) => d.visits) },
        {
          id: 'visitors',
          label: t('visits.visitors'),
          data: query.data.days.map((d) => d.visitors),
        },
      ],
    };
  }, [query.data, format.locale, t]);
  return (
    <ChartCard
      title={t('visits.title')}
      description={
        query.data
          ? t('visits.description', {
              count: query.data.totalVisits,
              organizations: query.data.totalVisitors,
              days: VISIT_DAYS,
            })
          : undefined
      }
      categoryLabel={t('visits.day')}
      data={data}
      emptyMessage={t('visits.empty', { days: VISIT_DAYS })}
      failure={
        query.isError ? { error: query.error, onRetry: () => void query.refetch() } : undefined
      }
    />
  );
}
