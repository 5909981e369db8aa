import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { createChartFormatters, summarize, type ChartPoint } from '../../components/chart/index.ts';
import { useReportPlot } from './useReportPlot.ts';

export interface ReportPlotProps {
  /** what the chart shows, for assistive technology */
  label: string;
  points: readonly ChartPoint[];
  kind: 'line' | 'bar';
  unit?: string;
  colorIndex: number;
  height?: number;
}

/** One report series drawn as a line or bars, with a spoken summary instead of the canvas for screen readers. */
export function ReportPlot({ label, points, kind, unit, colorIndex, height = 220 }: ReportPlotProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const plotRef = useReportPlot({ points, kind, colorIndex, locale: i18n.language });
  const summary = summarize(points);
  const format = createChartFormatters(i18n.language);
  const withUnit = (value: number) => (unit ? `${format.value(value)} ${unit}` : format.value(value));
  return (
    <figure className="mp-reports__plot" aria-labelledby={captionId}>
      <figcaption id={captionId} className="mp-visually-hidden">
        {label}.{' '}
        {summary
          ? t('widgets.chart.summary', {
              series: label,
              latest: withUnit(summary.latest),
              min: withUnit(summary.min),
              max: withUnit(summary.max),
            })
          : t('widgets.chart.summaryEmpty', { series: label })}
      </figcaption>
      <div className="mp-reports__canvas" style={{ height }}>
        {/* Not aria-hidden: the chart library puts its attribution link in here, and a link must stay reachable. */}
        <div ref={plotRef} className="mp-reports__canvas-inner" />
        {summary ? null : <p className="mp-reports__plot-empty">{t('widgets.chart.noData')}</p>}
      </div>
    </figure>
  );
}
