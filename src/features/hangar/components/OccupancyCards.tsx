import { useTranslation } from 'react-i18next';
import { useDisplayFormat } from '@/lib/ui';
import { ChartCard, StatCard, type ChartData } from '@/lib/ui/views/dashboard';
import type { HangarDashboard, HangarVariant } from '../api/hangar.api';

interface OccupancyCardsProps {
  dashboard: HangarDashboard;
  variant: HangarVariant;
}

/** The figures: occupancy tonight, over 7 and 30 nights, revenue booked, free slices tonight. */
export function OccupancyStats({ dashboard }: Pick<OccupancyCardsProps, 'dashboard'>) {
  const { t } = useTranslation('hangar');
  const format = useDisplayFormat();
  const periods = [
    { key: 'tonight', occupancy: dashboard.tonight },
    { key: 'next7Days', occupancy: dashboard.next7Days },
    { key: 'next30Days', occupancy: dashboard.next30Days },
  ] as const;
  const free = dashboard.freeSlicesTonight;
  return (
    <>
      {periods.map(({ key, occupancy }) => (
        <StatCard
          key={key}
          label={t(`dashboard.occupancy.${key}`)}
          value={t('dashboard.percent', { rate: format.number(occupancy.rate) })}
          hint={t('dashboard.sliceNights', {
            held: format.number(occupancy.booked + occupancy.blocked),
            capacity: format.number(occupancy.capacity),
            blocked: format.number(occupancy.blocked),
          })}
        />
      ))}
      <StatCard
        label={t('dashboard.revenueBooked')}
        value={format.money(dashboard.revenueBooked.amount, dashboard.revenueBooked.currency)}
        hint={t('dashboard.revenueHint')}
      />
      <StatCard
        label={t('dashboard.freeSlices')}
        value={format.number(free.length)}
        hint={
          free.length === 0
            ? t('dashboard.noFreeSlice')
            : t('dashboard.freeSlicesHint', {
                count: dashboard.slicesNumber,
                slices: free.join(', '),
              })
        }
        tone={free.length === 0 ? 'warning' : undefined}
      />
    </>
  );
}

/** The next 30 nights, booked, blocked and free slices stacked; readable as a table. */
export function OccupancyChart({ dashboard, variant }: OccupancyCardsProps) {
  const { t, i18n } = useTranslation('hangar');
  // A night is a calendar date at the airport: shown as that day, whatever the person's zone.
  const day = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const nights = dashboard.nights;
  const data: ChartData = {
    kind: 'bar',
    categories: nights.map((night) => day.format(new Date(`${night.date}T00:00:00Z`))),
    series: [
      { id: 'booked', label: t('dashboard.series.booked'), data: nights.map((n) => n.booked) },
      {
        id: 'blocked',
        label: t('dashboard.series.blocked'),
        data: nights.map((n) => n.blocked),
        tone: 'warning',
      },
      {
        id: 'free',
        label: t('dashboard.series.free'),
        data: nights.map((n) => n.free),
        tone: 'success',
      },
    ],
  };
  return (
    <ChartCard
      title={t('dashboard.chartTitle')}
      description={t('dashboard.chartDescription', { zone: variant.airport.timezone })}
      categoryLabel={t('dashboard.night')}
      data={data}
      wide
    />
  );
}
