import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format/useFormatters';
import { ChartCard, type ChartData } from '@/lib/ui/views/dashboard';
import { salesForecast, type Granularity } from '../model/orderAnalysis';
import { periodLabel, useOrdersAround } from './useOrdersAround';

/**
 * The seller's sales forecast (model/orderAnalysis `salesForecast`): confirmed orders' amounts
 * per month or week, past and ahead, and the trend of the past periods drawn over all of them.
 */
export default function SalesForecastCard() {
  const { t } = useTranslation('orders', { useSuspense: true });
  const format = useFormatters();
  const [granularity, setGranularity] = useState<Granularity>('month');
  const { now, query } = useOrdersAround();
  const forecast = useMemo(
    () => (query.data ? salesForecast(query.data, now, granularity) : undefined),
    [query.data, now, granularity],
  );
  const data = useMemo(
    (): ChartData | undefined =>
      forecast && {
        kind: 'line',
        categories: forecast.periods.map((period) =>
          periodLabel(period, granularity, format.locale),
        ),
        series: [
          { id: 'confirmed', label: t('dashboard.forecast.confirmed'), data: forecast.confirmed },
          {
            id: 'trend',
            label: t('dashboard.forecast.trend'),
            data: forecast.trend,
            tone: 'neutral',
          },
        ],
      },
    [forecast, granularity, format.locale, t],
  );
  const currency = forecast?.currency;
  return (
    <ChartCard
      title={t('dashboard.forecast.title')}
      description={
        currency
          ? t('dashboard.forecast.description', { currency: format.currencyLabel(currency) })
          : t('dashboard.forecast.rule')
      }
      categoryLabel={t(`dashboard.forecast.${granularity}`)}
      data={data}
      formatValue={(value) => (currency ? format.money(value, currency) : String(value))}
      emptyMessage={t('dashboard.forecast.empty')}
      failure={
        query.isError ? { error: query.error, onRetry: () => void query.refetch() } : undefined
      }
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={granularity}
          aria-label={t('dashboard.forecast.by')}
          onChange={(_event, next: Granularity | null) => next && setGranularity(next)}
        >
          <ToggleButton value="month">{t('dashboard.forecast.byMonth')}</ToggleButton>
          <ToggleButton value="week">{t('dashboard.forecast.byWeek')}</ToggleButton>
        </ToggleButtonGroup>
      }
    />
  );
}
