export { TimeSeriesChart, type ChartSeries, type TimeSeriesChartProps } from './TimeSeriesChart.tsx';
export {
  isoToChartData,
  summarize,
  toChartData,
  type ChartDatum,
  type ChartPoint,
  type IsoPoint,
  type SeriesSummary,
} from './chartData.ts';
export { placeMarkers, type ChartMarker, type PlacedMarker } from './chartMarkers.ts';
export { createChartFormatters, type ChartFormatters } from './chartFormat.ts';
