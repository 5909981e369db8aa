import { HistogramSeries, LineSeries, type LineData, type Time, type WhitespaceData } from 'lightweight-charts';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import chartCss from './chart.css?inline';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';
import { createChartFormatters } from './chartFormat.ts';
import { summarizeChartData, toChartData, type ChartPoint } from './chartData.ts';
import { removeSeriesFrom, useTimeSeriesChart } from './useTimeSeriesChart.ts';

export interface ChartSeries {
  id: string;
  /** Translated name, shown in the legend. */
  label: string;
  /** Lines for levels (volume, flow, voltage), bars for amounts per interval (delta volume). */
  kind: 'line' | 'bar';
  unit?: string;
  points: readonly ChartPoint[];
  color?: string;
  /** Series with very different ranges can use the left scale. */
  scale?: 'left' | 'right';
  /** Which palette colour to use when `color` is not given; defaults to the series' position. */
  paletteIndex?: number;
}

export interface TimeSeriesChartProps {
  /** What the chart shows, for assistive technology. */
  label: string;
  series: readonly ChartSeries[];
  height?: number;
}

/** Readings over time as lines and bars, with a legend and a text summary for screen readers. */
export function TimeSeriesChart({ label, series, height = 320 }: TimeSeriesChartProps) {
  const { t, i18n } = useTranslation();
  useWidgetStyles('mp-chart', chartCss);
  const { chart, palette, chartRef } = useTimeSeriesChart(i18n.language);
  const captionId = useId();
  const colorOf = (index: number) =>
    series[index].color ?? palette[(series[index].paletteIndex ?? index) % palette.length];
  const format = useMemo(() => createChartFormatters(i18n.language), [i18n.language]);
  const withUnit = (value: number, unit?: string) => (unit ? `${format.value(value)} ${unit}` : format.value(value));
  // Converted once per series array and shared by the legend, the summaries and the chart: a re-render
  // (the chart's own arrival is one) must not convert tens of thousands of points again.
  const data = useMemo(() => series.map((entry) => toChartData(entry.points)), [series]);
  const summaries = useMemo(() => data.map(summarizeChartData), [data]);
  const empty = summaries.every((summary) => summary === null);

  useEffect(() => {
    if (!chart) return;
    const added = series.map((entry, index) => {
      const common = {
        color: entry.color ?? palette[(entry.paletteIndex ?? index) % palette.length],
        priceScaleId: entry.scale ?? 'right',
        title: '',
      };
      const api =
        entry.kind === 'bar'
          ? chart.addSeries(HistogramSeries, common)
          : chart.addSeries(LineSeries, { ...common, lineWidth: 2 });
      api.setData(data[index] as (LineData<Time> | WhitespaceData<Time>)[]);
      return api;
    });
    chart.applyOptions({ leftPriceScale: { visible: series.some((entry) => entry.scale === 'left') } });
    chart.timeScale().fitContent();
    return () => removeSeriesFrom(chart, added);
  }, [chart, series, data, palette]);

  return (
    <figure className="mp-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="mp-visually-hidden">
        {label}
      </figcaption>
      <div className="mp-chart__plot" style={{ height }}>
        {/* Not aria-hidden: the chart library puts its attribution link in here, and a link must stay reachable. */}
        <div ref={chartRef} className="mp-chart__canvas" data-mp-chart-canvas="" />
        {empty ? <p className="mp-chart__empty">{t('widgets.chart.noData')}</p> : null}
      </div>
      <ul className="mp-chart__legend" aria-label={t('widgets.chart.legend')}>
        {series.map((entry, index) => {
          const summary = summaries[index];
          return (
            <li key={entry.id}>
              <span className="mp-chart__swatch" style={{ background: colorOf(index) }} aria-hidden="true" />
              <span aria-hidden="true">{entry.unit ? `${entry.label} (${entry.unit})` : entry.label}</span>
              <span className="mp-visually-hidden">
                {summary
                  ? t('widgets.chart.summary', {
                      series: entry.label,
                      latest: withUnit(summary.latest, entry.unit),
                      min: withUnit(summary.min, entry.unit),
                      max: withUnit(summary.max, entry.unit),
                    })
                  : t('widgets.chart.summaryEmpty', { series: entry.label })}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
