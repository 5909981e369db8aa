import { asText } from '../../components/url-filters/index.ts';
import { isGranularity, type Granularity } from '../../core/domain/granularity.ts';
import { REPORT_PRESETS, type ReportPreset } from '../../core/domain/reportRanges.ts';
import type { RangeChoice } from './reportRange.ts';

/**
 * The Reports screen's view in the URL, so a report can be bookmarked, shared and opened from a link:
 * `/reports?meter=<uuid>&granularity=hour&preset=last_3_hours&live=true&charts=totalVolume,flow`.
 * A group report names `group` instead of `meter`; a custom range gives `from` and `to` (datetime-local).
 */
export type ReportSearch = {
  meter?: string;
  group?: string;
  /** the meter type narrowing the meter picker */
  type?: string;
  granularity?: Granularity;
  preset?: ReportPreset;
  from?: string;
  to?: string;
  live?: boolean;
  /** chart keys, comma-separated in the URL; absent means the charts stored for the meter type */
  charts?: string[];
};

export const DEFAULT_GRANULARITY: Granularity = 'quarter_hour';
export const DEFAULT_PRESET: ReportPreset = 'today';

/** A datetime-local value: `2025-03-01T06:00`, seconds optional. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const CHART_KEY = /^[A-Za-z0-9]{1,40}$/;

function isPreset(value: unknown): value is ReportPreset {
  return typeof value === 'string' && (REPORT_PRESETS as readonly string[]).includes(value);
}

function asLocalDateTime(value: unknown): string | undefined {
  const text = asText(value);
  return text && LOCAL_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)) ? text : undefined;
}

function asCharts(value: unknown): string[] | undefined {
  const items = Array.isArray(value) ? value.map(asText) : (asText(value)?.split(',') ?? []);
  const keys = items.filter((key): key is string => typeof key === 'string' && CHART_KEY.test(key));
  return keys.length ? [...new Set(keys)] : undefined;
}

/** Reads the view from the router's search object; anything malformed is dropped (the default applies). */
export function parseReportSearch(raw: Record<string, unknown>): ReportSearch {
  const search: ReportSearch = {};
  const group = asText(raw.group);
  const meter = asText(raw.meter);
  // One subject at a time: a group wins over a meter, as the group picker clears the meter.
  if (group) search.group = group;
  else if (meter) search.meter = meter;
  const type = asText(raw.type);
  if (type) search.type = type;
  if (isGranularity(raw.granularity)) search.granularity = raw.granularity;
  const from = asLocalDateTime(raw.from);
  const to = asLocalDateTime(raw.to);
  // A custom range being typed may lack one bound for a moment; it still wins over the preset.
  if (from) search.from = from;
  if (to) search.to = to;
  if (!from && !to && isPreset(raw.preset)) search.preset = raw.preset;
  if (raw.live === true || raw.live === 'true' || raw.live === 1 || raw.live === '1') search.live = true;
  const charts = asCharts(raw.charts);
  if (charts) search.charts = charts;
  return search;
}

/** The search object handed to the router: chart keys joined, nothing empty, `live` only when on. */
export function toReportUrlSearch(search: ReportSearch): Record<string, string | boolean> {
  const { charts, live, ...rest } = search;
  const entries: [string, string | boolean | undefined][] = [
    ...Object.entries(rest),
    ['live', live ? true : undefined],
    ['charts', charts?.length ? charts.join(',') : undefined],
  ];
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string | boolean] => entry[1] !== undefined && entry[1] !== ''),
  );
}

/** The range the view stands for: a custom from/to when either is there, else the preset (today by default). */
export function choiceOf(search: ReportSearch): RangeChoice {
  if (search.from || search.to) return { from: search.from ?? '', to: search.to ?? '' };
  return { preset: search.preset ?? DEFAULT_PRESET };
}

/** A view with another range: a preset drops the custom bounds and a custom range drops the preset. */
export function withChoice(search: ReportSearch, choice: RangeChoice): ReportSearch {
  const { preset: _preset, from: _from, to: _to, ...rest } = search;
  if ('preset' in choice) return { ...rest, preset: choice.preset };
  return { ...rest, from: choice.from || undefined, to: choice.to || undefined };
}
