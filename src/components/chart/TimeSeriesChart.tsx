import {
  createSeriesMarkers,
  HistogramSeries,
  LineSeries,
  type ISeriesMarkersPluginApi,
  type LineData,
  type SeriesMarker,
  type Time,
  type WhitespaceData,
} from 'lightweight-charts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import chartCss from './chart.css?inline';
import { useWidgetStyles } from '../root/useWidgetStyles.ts';
import { createChartFormatters } from './chartFormat.ts';
import { chartDataFacts, toChartData, type ChartDataFacts, type ChartDatum, type ChartPoint } from './chartData.ts';
import { placeMarkers, type ChartMarker } from './chartMarkers.ts';
import { loadHistoryWhenIdle } from './loadHistoryWhenIdle.ts';
import { useMarkerLabels } from './useMarkerLabels.ts';
import { usePointNote } from './usePointNote.ts';
import { removeSeriesFrom, useTimeSeriesChart } from './useTimeSeriesChart.ts';
import { tailLength, visibleTail } from './visibleTail.ts';

interface ChartSeriesBase {
  id: string;
  /** Translated name, shown in the legend. */
  label: string;
  /** Lines for levels (volume, flow, voltage), bars for amounts per interval (delta volume). */
  kind: 'line' | 'bar';
  unit?: string;
  color?: string;
  /** Series with very different ranges can use the left scale. */
  scale?: 'left' | 'right';
  /** Which palette colour to use when `color` is not given; defaults to the series' position. */
  paletteIndex?: number;
  /** A line drawn dashed with a dot on each value (estimated or edited readings), instead of solid. */
  dashed?: boolean;
}

/** lightweight-charts' LineStyle.Dashed, as a number so the chart's tests need not mock the enum. */
const DASHED_LINE = 2;

/**
 * A series given as readings (`points`), or already in the chart's form (`data`, from toChartData or
 * isoToChartData) when the caller converts straight from the API's answer.
 */
export type ChartSeries = ChartSeriesBase &
  ({ points: readonly ChartPoint[]; data?: never } | { data: readonly ChartDatum[]; points?: never });

export interface TimeSeriesChartProps {
  /** What the chart shows, for assistive technology. */
  label: string;
  series: readonly ChartSeries[];
  height?: number;
  /**
   * Events drawn on the first series, each on the point of the interval that holds it. The canvas is not
   * read out, so the caller gives them in words too.
   */
  markers?: readonly ChartMarker[];
  /** A line about the point under the cursor (time in UTC seconds), shown beside it; null: nothing to say. */
  pointNote?: (time: number) => string | null;
}

const NO_MARKERS: readonly ChartMarker[] = [];

/** How many values all series draw, and the time of the latest (whole seconds). */
function countDrawn(facts: readonly ChartDataFacts[]): { points: number; last: number | null } {
  let points = 0;
  let last: number | null = null;
  for (const entry of facts) {
    points += entry.points;
    if (entry.lastTime !== null) last = Math.max(last ?? entry.lastTime, entry.lastTime);
  }
  return { points, last };
}

/**
 * Readings over time as lines and bars, with optional markers, a legend and a text summary for screen readers.
 * The figure carries `data-points` (values drawn), `data-last-time` (ISO time of the latest) and
 * `data-markers` (markers placed on drawn points), for tests and for pages that watch a live chart.
 */
export function TimeSeriesChart({
  label,
  series,
  height = 320,
  markers = NO_MARKERS,
  pointNote,
}: TimeSeriesChartProps) {
  const { t, i18n } = useTranslation();
  useWidgetStyles('mp-chart', chartCss);
  const { chart, palette, markerColors, chartRef } = useTimeSeriesChart(i18n.language);
  // Converted once per series array and shared by the chart, the markers, the legend's summaries and the
  // figure's attributes: a re-render (the chart's own arrival is one) must not convert tens of thousands of
  // points again.
  const data = useMemo(() => series.map((entry) => entry.data ?? toChartData(entry.points)), [series]);
  const placed = useMemo(() => placeMarkers(markers, data[0] ?? []), [markers, data]);
  const labelled = useMarkerLabels(chart, placed);
  const note = usePointNote(chart, pointNote);
  const facts = useMemo(() => data.map(chartDataFacts), [data]);
  const drawn = useMemo(() => countDrawn(facts), [facts]);
  const markerLayer = useRef<ISeriesMarkersPluginApi<Time> | null>(null);
  // The oldest time the series hold while their history waits, so older markers wait with it; null once whole.
  const drawnFrom = useRef<number | null>(null);
  const [historyLoads, setHistoryLoads] = useState(0);
  const captionId = useId();
  const colorOf = (index: number) =>
    series[index].color ?? palette[(series[index].paletteIndex ?? index) % palette.length];
  const format = useMemo(() => createChartFormatters(i18n.language), [i18n.language]);
  const withUnit = (value: number, unit?: string) => (unit ? `${format.value(value)} ${unit}` : format.value(value));
  const summaries = facts.map((entry) => entry.summary);
  const empty = summaries.every((summary) => summary === null);

  useEffect(() => {
    if (!chart) return;
    // Before the data: chart options given after it make every series rebuild its drawn points.
    chart.applyOptions({ leftPriceScale: { visible: series.some((entry) => entry.scale === 'left') } });
    const added = series.map((entry, index) => {
      const common = {
        color: entry.color ?? palette[(entry.paletteIndex ?? index) % palette.length],
        priceScaleId: entry.scale ?? 'right',
        title: '',
      };
      return entry.kind === 'bar'
        ? chart.addSeries(HistogramSeries, common)
        : chart.addSeries(LineSeries, {
            ...common,
            lineWidth: 2,
            ...(entry.dashed ? { lineStyle: DASHED_LINE, pointMarkersVisible: true } : {}),
          });
    });
    // The library prepares every point of every series for drawing, though the first view shows only the latest
    // few thousand: the tail goes first, to be painted at once, and the history follows when the page is idle.
    const tail = visibleTail(
      data,
      tailLength(chartRef.current?.clientWidth ?? 0, chart.options().timeScale.minBarSpacing),
    );
    added.forEach((api, index) => api.setData(tail.data[index] as (LineData<Time> | WhitespaceData<Time>)[]));
    drawnFrom.current = tail.from;
    // The markers belong to the first series and go with it; the effect below sets them.
    markerLayer.current = added.length ? createSeriesMarkers(added[0], []) : null;
    chart.timeScale().fitContent();
    const stopHistory =
      tail.from === null
        ? () => {}
        : loadHistoryWhenIdle(chart, added, data, tail.from, () => {
            drawnFrom.current = null;
            setHistoryLoads((count) => count + 1);
          });
    return () => {
      stopHistory();
      markerLayer.current = null;
      removeSeriesFrom(chart, added);
    };
  }, [chart, chartRef, series, data, palette]);

  // Also runs on everything the effect above runs on, to fill each new layer, and when the history is in; on new
  // markers alone it only sets them, so the lines are not redrawn and the user's zoom is kept.
  useEffect(() => {
    const from = drawnFrom.current;
    markerLayer.current?.setMarkers(
      (from === null ? placed : placed.filter((marker) => marker.time >= from)).map((marker): SeriesMarker<Time> => ({
        time: marker.time as Time,
        position: 'aboveBar',
        shape: marker.tone === 'danger' ? 'arrowDown' : 'circle',
        color: markerColors[marker.tone],
        ...(labelled ? { text: marker.label } : {}),
      })),
    );
  }, [chart, series, data, palette, placed, markerColors, labelled, historyLoads]);

  return (
    <figure
      className="mp-chart"
      aria-labelledby={captionId}
      data-points={drawn.points}
      data-last-time={drawn.last === null ? undefined : new Date(drawn.last * 1000).toISOString()}
      data-markers={placed.length}
    >
      <figcaption id={captionId} className="mp-visually-hidden">
        {label}
      </figcaption>
      <div className="mp-chart__plot" style={{ height }}>
        <div ref={chartRef} className="mp-chart__canvas" data-mp-chart-canvas="" />
        {empty ? <p className="mp-chart__empty">{t('widgets.chart.noData')}</p> : null}
        {note ? (
          <p className="mp-chart__note" style={{ left: note.x, top: note.y }}>
            {note.text}
          </p>
        ) : null}
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
        {/* the library's licence asks for a link to TradingView on the page: here, instead of its logo on the data */}
        <li className="mp-chart__attribution">
          <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
            TradingView Lightweight Charts™
          </a>
        </li>
      </ul>
    </figure>
  );
}
