import {
  createChart,
  HistogramSeries,
  LineSeries,
  type LineData,
  type Time,
  type WhitespaceData,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { createChartFormatters, toChartData, type ChartPoint } from '../../components/chart/index.ts';

export interface ReportPlotOptions {
  points: readonly ChartPoint[];
  kind: 'line' | 'bar';
  /** which of the --mp-chart-1 … --mp-chart-6 tokens colours the series */
  colorIndex: number;
  locale: string;
}

const FALLBACK = ['#0a66a8', '#d9822b', '#2e8540', '#8e44ad', '#b3261e', '#16a085'];

function cssToken(node: Element, name: string, fallback: string): string {
  return node.ownerDocument.defaultView?.getComputedStyle(node).getPropertyValue(name).trim() || fallback;
}

/**
 * Draws one series on the node the returned ref points to. The chart and its series are created and
 * removed in one effect, so the series is never removed from a chart that is already gone (which
 * lightweight-charts refuses with 'Value is undefined' when a chart leaves the page).
 */
export function useReportPlot({ points, kind, colorIndex, locale }: ReportPlotOptions) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const grid = cssToken(node, '--mp-color-border', '#c9d1db');
    const format = createChartFormatters(locale);
    const chart = createChart(node, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: cssToken(node, '--mp-color-text', '#1d2530') },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: grid },
      timeScale: {
        borderColor: grid,
        timeVisible: true,
        tickMarkFormatter: (time: Time, type: number) => format.tick(time as number, type),
      },
      localization: {
        locale,
        timeFormatter: (time: Time) => format.time(time as number),
        priceFormatter: format.value,
      },
    });
    const index = colorIndex % FALLBACK.length;
    const color = cssToken(node, `--mp-chart-${index + 1}`, FALLBACK[index]);
    const series =
      kind === 'bar'
        ? chart.addSeries(HistogramSeries, { color, title: '' })
        : chart.addSeries(LineSeries, { color, lineWidth: 2, title: '' });
    series.setData(toChartData(points) as (LineData<Time> | WhitespaceData<Time>)[]);
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, kind, colorIndex, locale]);
  return ref;
}
