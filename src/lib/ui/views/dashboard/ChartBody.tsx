import Box from '@mui/material/Box';
import { useTheme, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { toneColours } from '../../controllers/status/statusTone';
import type { ChartData, ChartSeries } from '../../controllers/dashboard/chartData';

export interface ChartBodyProps {
  data: ChartData;
  height: number;
  title: string;
  formatValue: (value: number) => string;
}

/** Series without a status take the theme's colours in turn, readable in every skin. */
function colourOf(theme: Theme, series: ChartSeries | undefined, index: number): string {
  if (series?.tone) {
    return series.tone === 'neutral' || series.tone === 'muted'
      ? toneColours(theme, series.tone).border
      : theme.palette[series.tone].main;
  }
  const { palette } = theme;
  const cycle = [
    palette.primary.main,
    palette.info.main,
    palette.success.main,
    palette.warning.main,
    palette.secondary.main,
    palette.error.main,
  ];
  return cycle[index % cycle.length] ?? palette.primary.main;
}

/** The chart itself (MUI X Charts, loaded with the first ChartCard shown). */
export default function ChartBody({ data, height, title, formatValue }: ChartBodyProps) {
  const theme = useTheme();
  const { t } = useTranslation('ui');
  const valueFormatter = (value: number | null) => (value === null ? '–' : formatValue(value));
  const series = data.series.map((one, index) => ({
    id: one.id,
    label: one.label,
    data: one.data.map((value) => value),
    color: colourOf(theme, one, index),
    valueFormatter,
  }));
  const categories = [...data.categories];
  const hideLegend = data.kind !== 'pie' && data.series.length < 2;

  const chart = (() => {
    if (data.kind === 'pie') {
      const first = data.series[0];
      return (
        <PieChart
          height={height}
          series={[
            {
              innerRadius: '55%',
              valueFormatter: (item) => formatValue(item.value),
              data: categories.map((label, index) => ({
                id: label,
                label,
                value: first?.data[index] ?? 0,
                color: colourOf(theme, undefined, index),
              })),
            },
          ]}
        />
      );
    }
    if (data.kind === 'line') {
      return (
        <LineChart
          height={height}
          hideLegend={hideLegend}
          xAxis={[{ scaleType: 'point', data: categories }]}
          yAxis={[{ width: 'auto', valueFormatter: (value: number) => formatValue(value) }]}
          series={series}
        />
      );
    }
    return (
      <BarChart
        height={height}
        hideLegend={hideLegend}
        xAxis={[{ scaleType: 'band', data: categories }]}
        yAxis={[{ width: 'auto', valueFormatter: (value: number) => formatValue(value) }]}
        series={series}
      />
    );
  })();

  // The y axis takes the width its longest label needs (an amount with its currency), not 45 px.
  // The figures themselves are in the card's table view; the picture says what it is.
  return (
    <Box role="img" aria-label={t('dashboard.chartLabel', { title })}>
      {chart}
    </Box>
  );
}
