import type { ReportQuery } from '../../../src/core/contract/reports.ts';
import { GRANULARITIES, type Granularity } from '../../../src/core/domain/granularity.ts';
import { checkReportRange, describeCap } from '../../../src/core/domain/reportRanges.ts';
import { isReportType, type ReportType } from '../../../src/core/domain/reportTypes.ts';
import { fieldErrors, msg, type Msg } from '../../http/HttpError.ts';
import type { MessageKey } from '../../http/messages.ts';
import { isTimeZone, parseDateTime, upperBound } from '../../domain/parseDateTime.ts';

export interface ReportRequest {
  type: ReportType;
  granularity: Granularity;
  after: Date;
  before: Date;
  tz: string;
}

const CAP_MESSAGES: Record<ReturnType<typeof describeCap>['unit'], MessageKey> = {
  hours: 'rangeTooLongHours',
  days: 'rangeTooLongDays',
  months: 'rangeTooLongMonths',
  years: 'rangeTooLongYears',
};

/** The range fields every report-like query shares. */
export interface RangeQuery {
  granularity?: string;
  date_after?: string;
  date_before?: string;
  tz?: string;
}
export type RangeRequest = Omit<ReportRequest, 'type'>;
/** the fields of the report-like queries that errors are reported on */
export type QueryField = keyof RangeQuery | 'type' | 'window_start' | 'window_end';
export type QueryErrors = Partial<Record<QueryField, Msg[]>>;

function presence(query: Partial<Record<QueryField, string>>, errors: QueryErrors) {
  return (field: QueryField) => {
    const value = query[field]?.trim();
    if (value === undefined) (errors[field] ??= []).push(msg('required'));
    else if (value === '') (errors[field] ??= []).push(msg('blank'));
    return value || undefined;
  };
}

/**
 * Reads a report query into typed values, or throws every field error at once (DRF style, translated):
 * required fields, choices, date formats, the order of the dates, the range caps and the point cap.
 */
export function parseReportQuery(query: ReportQuery, allowedTypes?: readonly ReportType[]): ReportRequest {
  const errors: QueryErrors = {};
  const type = presence(query, errors)('type');
  if (type !== undefined && !isReportType(type)) (errors.type ??= []).push(msg('invalidChoice', { input: type }));
  else if (type !== undefined && allowedTypes && !allowedTypes.includes(type))
    (errors.type ??= []).push(msg('notGroupable', { input: type, choices: allowedTypes.join(', ') }));
  return { type: type as ReportType, ...parseRangeQuery(query, GRANULARITIES, errors) };
}

/**
 * The granularity (one of `granularities`), dates and time zone of a report-like query, checked as a
 * report's are; `errors` found before (other fields) are thrown with these at once.
 */
export function parseRangeQuery(
  query: RangeQuery,
  granularities: readonly Granularity[],
  errors: QueryErrors = {},
): RangeRequest {
  const fail = (field: keyof RangeQuery, message: Msg) => (errors[field] ??= []).push(message);
  const present = presence({ ...query }, errors);
  const granularity = present('granularity');
  if (granularity !== undefined && !(granularities as readonly string[]).includes(granularity))
    fail('granularity', msg('invalidChoice', { input: granularity }));
  const dates = (['date_after', 'date_before'] as const).map((field) => {
    const value = present(field);
    const parsed = value === undefined ? null : parseDateTime(value);
    if (value !== undefined && parsed === null) fail(field, msg('invalidDateTime'));
    return parsed;
  });
  const tz = query.tz?.trim() || 'UTC';
  if (!isTimeZone(tz)) fail('tz', msg('invalidTimeZone', { input: tz }));
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  const request = {
    granularity: granularity as Granularity,
    after: dates[0]!.date,
    before: upperBound(dates[1]!),
    tz,
  };
  const problem = checkReportRange(request.after, request.before, request.granularity);
  if (problem?.code === 'order') throw fieldErrors({ date_before: [msg('dateOrder', { field: 'date_after' })] });
  if (problem?.code === 'range') {
    const { n, unit } = describeCap(problem.cap);
    throw fieldErrors({ date_before: [msg(CAP_MESSAGES[unit], { n, granularity: request.granularity })] });
  }
  if (problem?.code === 'points')
    throw fieldErrors({ granularity: [msg('tooManyPoints', { points: problem.points, max: problem.max })] });
  return request;
}
