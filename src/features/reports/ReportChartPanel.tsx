import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Report } from '../../core/contract/reports.ts';
import type { ChartSeries } from '../../core/domain/chartSeries.ts';
import { REPORT_TYPE_INFO } from '../../core/domain/reportTypes.ts';
import { ReportPlot } from './ReportPlot.tsx';
import { seriesLabel } from './reportTexts.ts';

export interface ReportChartPanelProps {
  entry: ChartSeries;
  report: Report | undefined;
  meterLabel: string;
  colorIndex: number;
}

/** One series of a meter as its own chart, so volumes, flows and battery values each get a fitting scale. */
export function ReportChartPanel({ entry, report, meterLabel, colorIndex }: ReportChartPanelProps) {
  const { t } = useTranslation();
  const label = seriesLabel(t, entry.key);
  const unit = report?.unit || REPORT_TYPE_INFO[entry.type].unit || undefined;
  // New points redraw the chart: map them only when the report itself changes.
  const points = useMemo(
    () => (report?.points ?? []).map((point) => ({ time: Date.parse(point.t), value: point.v })),
    [report],
  );
  return (
    <section className="mp-reports__chart" data-series={entry.key}>
      <h2 className="mp-reports__chart-title">{unit ? `${label} (${unit})` : label}</h2>
      <ReportPlot
        label={t('reports.chartLabel', { series: label, meter: meterLabel })}
        points={points}
        kind={entry.kind}
        unit={unit}
        colorIndex={colorIndex}
      />
    </section>
  );
}
