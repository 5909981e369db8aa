import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isoToChartData, TimeSeriesChart, type ChartSeries as DrawnSeries } from '../../components/chart/index.ts';
import type { Report } from '../../core/contract/reports.ts';
import type { ChartSeries } from '../../core/domain/chartSeries.ts';
import { REPORT_TYPE_INFO } from '../../core/domain/reportTypes.ts';
import { alertMarkers } from './alertMarkers.ts';
import { qualitySeriesData } from './qualitySeries.ts';
import { sourceNotes } from './sourceNotes.ts';
import { seriesLabel, unitLabel } from './reportTexts.ts';

/** The palette colour of a series' estimated and edited parts, this far from the series' own. */
const QUALITY_PALETTE_OFFSET = 3;

export interface ReportChartPanelProps {
  entry: ChartSeries;
  report: Report | undefined;
  meterLabel: string;
  /** the series are a device group's sums, and `meterLabel` the group's name */
  group?: boolean;
  /** which palette colour this series gets, so the separate charts of a meter stay apart */
  colorIndex: number;
}

/**
 * One series of a meter as its own chart, so volumes, flows and battery values each get a fitting scale, with
 * a marker where each alert episode of its report begins. Each report carries the meter's alerts of the same
 * range, so a chart's markers always fit the points it draws, also while a previous report stands in.
 */
export function ReportChartPanel({ entry, report, meterLabel, group, colorIndex }: ReportChartPanelProps) {
  const { t } = useTranslation();
  const label = seriesLabel(t, entry.key);
  const unit = unitLabel(report?.unit || REPORT_TYPE_INFO[entry.type].unit);
  // A new array redraws the chart: build it only when the report itself changes. The points go straight to the
  // chart's form, without a Date per point.
  const qualityLabel = t('reports.quality.series');
  const series = useMemo<DrawnSeries[]>(() => {
    const drawn: DrawnSeries[] = [
      {
        id: entry.key,
        label,
        kind: entry.kind,
        unit,
        paletteIndex: colorIndex,
        data: isoToChartData(report?.points ?? []),
      },
    ];
    // estimated and edited parts over the series, dashed with dots (bars in another colour)
    const quality = qualitySeriesData(report?.points ?? []);
    if (quality)
      drawn.push({
        id: `${entry.key}-quality`,
        label: qualityLabel,
        kind: entry.kind,
        unit,
        paletteIndex: colorIndex + QUALITY_PALETTE_OFFSET,
        dashed: true,
        data: quality,
      });
    return drawn;
  }, [entry.key, entry.kind, label, qualityLabel, unit, colorIndex, report]);
  const markers = useMemo(() => alertMarkers(t, report?.alerts ?? []), [t, report]);
  const pointNote = useMemo(() => sourceNotes(t, report?.points ?? []), [t, report]);
  return (
    <section className="mp-reports__chart" data-series={entry.key}>
      <h2 className="mp-reports__chart-title">{unit ? `${label} (${unit})` : label}</h2>
      <TimeSeriesChart
        label={
          group
            ? t('reports.groupChartLabel', { series: label, group: meterLabel })
            : t('reports.chartLabel', { series: label, meter: meterLabel })
        }
        series={series}
        markers={markers}
        pointNote={pointNote}
        height={220}
      />
    </section>
  );
}
