import r2wc from '@r2wc/react-to-web-component';
import { ReportChartElementView } from './ReportChartElementView.tsx';

/**
 * `<report-chart api-base auth-base token embed-key locale installation serial types granularity preset from to live>`:
 * one meter's report charts in an open shadow root, themed through the `--mp-*` custom properties.
 */
export const ReportChartElement = r2wc(ReportChartElementView, {
  shadow: 'open',
  props: {
    apiBase: 'string',
    authBase: 'string',
    token: 'string',
    embedKey: 'string',
    locale: 'string',
    installation: 'string',
    serial: 'string',
    types: 'string',
    granularity: 'string',
    preset: 'string',
    from: 'string',
    to: 'string',
    live: 'string',
  },
});

export function defineReportChart(name = 'report-chart'): void {
  if (!customElements.get(name)) customElements.define(name, ReportChartElement);
}
