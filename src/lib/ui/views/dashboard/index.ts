/**
 * The dashboard's cards: CardGrid (as many columns as fit), StatCard (one figure, a link to its
 * list) and ChartCard (a chart with its figures as a table). Kept out of '@/lib/ui' so that no
 * page reaches it by accident; the charts themselves load only when a ChartCard shows one.
 */
export { CardGrid, wideCardSx, type CardGridProps } from './CardGrid';
export { StatCard, type StatCardProps } from './StatCard';
export { ChartCard, type ChartCardProps } from './ChartCard';
export { chartRows, type ChartData, type ChartSeries } from '../../controllers/dashboard/chartData';
