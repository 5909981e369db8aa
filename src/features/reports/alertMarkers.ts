import type { TFunction } from 'i18next';
import type { ChartMarker } from '../../components/chart/index.ts';
import type { ReportAlert } from '../../core/contract/reports.ts';
import { alertStateLabel } from '../../core/labels/codeLabels.ts';

/** A chart marker at the start of each alert episode: an open one in the danger tone, an ended one as a warning. */
export function alertMarkers(t: TFunction, alerts: readonly ReportAlert[]): ChartMarker[] {
  return alerts.map((alert) => ({
    time: Date.parse(alert.t),
    label: alertStateLabel(t, alert.state),
    tone: alert.ended_at ? 'warning' : 'danger',
  }));
}
