import r2wc from '@r2wc/react-to-web-component';
import { ReportChartElementView } from './ReportChartElementView.tsx';
import { defineOnce } from './defineOnce.ts';
import { EMBEDDING_PROPS } from './EmbeddingAttributes.ts';

/**
 * One meter's report charts (volumes, flow, battery, … as its meter type offers) for a period, in an open
 * shadow root. Name the meter by `serial` or `installation`; change the attribute to chart another one.
 *
 * @element report-chart
 * @summary A meter's consumption and state over time
 *
 * @attr {string} embed-key - An embed key (`mpk_…`) made by a company admin under Administration → Embed keys. The element trades it, with its page's origin, for short-lived read-only tokens. Use it, or `token`, or neither on a page of the portal's own origin (the visitor's portal session).
 * @attr {string} [api-base=/api/] - The portal's API, e.g. `https://portal.example/api/`: on another origin than the portal, a full URL.
 * @attr {string} [auth-base=/auth/] - The portal's sign-in API, e.g. `https://portal.example/auth/`; the embed key is traded there.
 * @attr {string} token - A bearer access token from the embedding page, used instead of the portal's stored session (expires in minutes; prefer `embed-key`).
 * @attr {string} locale - The language: `en`, `de`, `fr`, `pl` or `el`. Default: the portal's saved choice, else the browser's language, else English.
 * @attr {string} serial - The meter's serial number (the `serial` of `<meter-map>`'s `point-select`).
 * @attr {string} installation - The meter's installation id (uuid), instead of `serial`.
 * @attr {string} types - The charts, separated by commas, by report type (`total_volume`, `delta_volume`, `flow`, `level_1`, `mean_velocity`, `battery_voltage`, `spread_factor`, `battery_lifetime`, …). Default: the charts the portal's Reports screen shows for the meter's type.
 * @attr {'minute' | 'quarter_hour' | 'hour' | 'day' | 'week' | 'month' | 'year'} granularity - One value per this period. Default: the preset's own.
 * @attr {'today' | 'last_3_hours' | 'yesterday' | 'last_7_days' | 'last_month' | 'last_3_months'} [preset=today] - The period, unless `from` and `to` are given.
 * @attr {string} from - Start of the period (ISO 8601 date or date-time), with `to`.
 * @attr {string} to - End of the period (ISO 8601 date or date-time), with `from`.
 * @attr {boolean} live - Present (and not `false`): the chart is brought up to date every minute.
 *
 * @cssprop --mp-font-family - Font of the chart's texts.
 * @cssprop --mp-font-size - Base font size.
 * @cssprop --mp-color-text - Text colour.
 * @cssprop --mp-color-text-muted - Legends and the "no data" note.
 * @cssprop --mp-color-primary - Active controls (the chosen chart or period).
 * @cssprop --mp-color-primary-contrast - Text on active controls.
 * @cssprop --mp-color-surface - Background of the charts.
 * @cssprop --mp-color-border - Borders of the charts.
 * @cssprop --mp-color-danger - Why nothing can be charted (refused origin, invalid key, unknown meter).
 * @cssprop --mp-color-warning - Warning markers.
 * @cssprop --mp-radius - Corner radius of the charts.
 * @cssprop [--mp-space-3=12px] - Space between the charts.
 */
export const ReportChartElement = r2wc(ReportChartElementView, {
  shadow: 'open',
  props: {
    ...EMBEDDING_PROPS,
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
  defineOnce(name, ReportChartElement);
}
