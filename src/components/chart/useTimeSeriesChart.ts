import { createChart, type IChartApi, type ISeriesApi, type SeriesType, type Time } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { createChartFormatters } from './chartFormat.ts';
import type { ChartMarker } from './chartMarkers.ts';

const FALLBACK_PALETTE = ['#0a66a8', '#d9822b', '#2e8540', '#8e44ad', '#b3261e', '#16a085'];
const FALLBACK_TONES: MarkerColors = { danger: '#b3261e', warning: '#a15c00' };

/** Marker colour of each tone, from the `--mp-color-danger` and `--mp-color-warning` tokens. */
export type MarkerColors = Record<ChartMarker['tone'], string>;

function token(style: CSSStyleDeclaration, name: string, fallback: string): string {
  return style.getPropertyValue(name).trim() || fallback;
}

/** Series colours from the `--mp-chart-1` … `--mp-chart-6` tokens; a canvas cannot read CSS variables itself. */
export function readPalette(node: Element): string[] {
  const style = node.ownerDocument.defaultView?.getComputedStyle(node);
  return FALLBACK_PALETTE.map((fallback, index) =>
    style ? token(style, `--mp-chart-${index + 1}`, fallback) : fallback,
  );
}

function readMarkerColors(style: CSSStyleDeclaration | undefined): MarkerColors {
  return {
    danger: style ? token(style, '--mp-color-danger', FALLBACK_TONES.danger) : FALLBACK_TONES.danger,
    warning: style ? token(style, '--mp-color-warning', FALLBACK_TONES.warning) : FALLBACK_TONES.warning,
  };
}

// React runs the cleanups of one component in declaration order, so the chart may already be gone when a
// series effect cleans up; lightweight-charts throws on removeSeries after remove().
const removedCharts = new WeakSet<IChartApi>();

/** Takes series off a chart unless the chart itself has been removed (which took its series with it). */
export function removeSeriesFrom(chart: IChartApi, series: readonly ISeriesApi<SeriesType>[]): void {
  if (removedCharts.has(chart)) return;
  series.forEach((api) => chart.removeSeries(api));
}

/** Creates the chart on the node the returned ref is attached to, in the given language. */
export function useTimeSeriesChart(locale: string) {
  const chartRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ chart: IChartApi; palette: string[]; markerColors: MarkerColors } | null>(null);

  // The only place that creates and removes the chart.
  useEffect(() => {
    const node = chartRef.current;
    if (!node) return;
    const style = node.ownerDocument.defaultView?.getComputedStyle(node);
    const text = style ? token(style, '--mp-color-text', '#1d2530') : '#1d2530';
    const grid = style ? token(style, '--mp-color-border', '#c9d1db') : '#c9d1db';
    const chart = createChart(node, {
      autoSize: true,
      // the attribution is a link under the chart (TimeSeriesChart), so no logo covers the data
      layout: { background: { color: 'transparent' }, textColor: text, attributionLogo: false },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      // a value label at the top or bottom edge is left out rather than drawn cut in half
      rightPriceScale: { borderColor: grid, entireTextOnly: true },
      leftPriceScale: { borderColor: grid, entireTextOnly: true },
      timeScale: { borderColor: grid, timeVisible: true },
    });
    setState({ chart, palette: readPalette(node), markerColors: readMarkerColors(style) });
    return () => {
      removedCharts.add(chart);
      setState(null);
      chart.remove();
    };
  }, []);

  const chart = state?.chart ?? null;
  useEffect(() => {
    if (!chart) return;
    const format = createChartFormatters(locale);
    chart.applyOptions({
      localization: {
        locale,
        timeFormatter: (time: Time) => format.time(time as number),
        priceFormatter: format.value,
      },
      timeScale: { tickMarkFormatter: (time: Time, type: number) => format.tick(time as number, type) },
    });
  }, [chart, locale]);

  return {
    chart,
    palette: state?.palette ?? FALLBACK_PALETTE,
    markerColors: state?.markerColors ?? FALLBACK_TONES,
    chartRef,
  };
}
