import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticTable } from '../table/StaticTable';
import { ApiErrorMessage } from '../feedback/ApiErrorMessage';
import { EmptyState } from '../feedback/EmptyState';
import { ErrorState } from '../feedback/ErrorState';
import { chartRows, type ChartData } from '../../controllers/dashboard/chartData';
import { wideCardSx } from './CardGrid';

// MUI X Charts (about 100 KB) load with the first chart shown, never with the page's own chunk.
const ChartBody = lazy(() => import('./ChartBody'));

export interface ChartCardProps {
  /** Already translated; names the chart and its table. */
  title: string;
  description?: ReactNode;
  /** The figures; absent while they load (the card keeps its height). */
  data?: ChartData;
  /** The first column's header in the table ("Month", "Airport"). */
  categoryLabel: string;
  /** A figure as the person reads it (an amount, a count); the number itself by default. */
  formatValue?: (value: number) => string;
  /** The chart's height in px. Default 240. */
  height?: number;
  /** Two columns of the CardGrid from md up. */
  wide?: boolean;
  /** Said instead of the chart when no figure is above zero (no order in the period). */
  emptyMessage?: string;
  /** The figures' read failed: said with a retry instead of the chart. */
  failure?: { error: unknown; onRetry: () => void };
  /** Beside the chart/table switch: the card's own choice (by week or by month). */
  actions?: ReactNode;
}

/** No category, or nothing above zero in any series. */
function nothingToShow(data: ChartData): boolean {
  return data.series.every((one) => one.data.every((value) => value === null || value <= 0));
}

type Shown = 'chart' | 'table';

/**
 * A chart on a dashboard card, its figures readable as a table: a switch in the card's header
 * shows one or the other (a screen reader or a person comparing exact figures takes the table).
 */
export function ChartCard(props: ChartCardProps) {
  const { title, description, data, categoryLabel, height = 240, wide = false } = props;
  const { emptyMessage, failure, actions } = props;
  const { t, i18n } = useTranslation('ui');
  const [shown, setShown] = useState<Shown>('chart');
  const titleId = useId();
  const format =
    props.formatValue ?? ((value: number) => new Intl.NumberFormat(i18n.language).format(value));
  const series =
    data === undefined ? [] : data.kind === 'pie' ? data.series.slice(0, 1) : data.series;
  const waiting = (
    <Skeleton
      variant="rounded"
      height={height}
      aria-label={t('dashboard.loading')}
      role="progressbar"
    />
  );

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2.5, height: '100%', ...(wide ? wideCardSx : {}) }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
        {actions}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shown}
          aria-label={t('dashboard.showAs', { title })}
          onChange={(_event, next: Shown | null) => next && setShown(next)}
        >
          <ToggleButton value="chart">{t('dashboard.chart')}</ToggleButton>
          <ToggleButton value="table">{t('dashboard.table')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {failure ? (
        <ErrorState message={<ApiErrorMessage error={failure.error} />} onRetry={failure.onRetry} />
      ) : data === undefined ? (
        waiting
      ) : emptyMessage !== undefined && nothingToShow(data) ? (
        <EmptyState message={emptyMessage} />
      ) : shown === 'table' ? (
        <StaticTable
          label={title}
          rowHeader="category"
          getRowId={(row) => row.category}
          rows={chartRows(data)}
          columns={[
            { id: 'category', header: categoryLabel, render: (row) => row.category },
            ...series.map((one, index) => ({
              id: one.id,
              header: one.label,
              numeric: true,
              render: (row: { values: (number | null)[] }) => {
                const value = row.values[index];
                return value === null || value === undefined ? '–' : format(value);
              },
            })),
          ]}
        />
      ) : (
        <Suspense fallback={waiting}>
          <ChartBody data={data} height={height} title={title} formatValue={format} />
        </Suspense>
      )}
    </Card>
  );
}
