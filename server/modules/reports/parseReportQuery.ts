import type { ReportQuery } from '../../../src/core/contract/reports.ts';
import { isGranularity, type Granularity } from '../../../src/core/domain/granularity.ts';
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

/**
 * Reads a report query into typed values, or throws every field error at once (DRF style, translated):
 * required fields, choices, date formats, the order of the dates, the range caps and the point cap.
 */
export function parseReportQuery(query: ReportQuery, allowedTypes?: readonly ReportType[]): ReportRequest {
  const errors: Record<string, Msg[]> = {};
  const fail = (field: keyof ReportQuery, message: Msg) => (errors[field] ??= []).push(message);
  const present = (field: keyof ReportQuery) => {
    const value = query[field]?.trim();
    if (value === undefined) fail(field, msg('required'));
    else if (value === '') fail(field, msg('blank'));
    return value || undefined;
  };

  const type = present('type');
  if (type !== undefined && !isReportType(type)) fail('type', msg('invalidChoice', { input: type }));
  else if (type !== undefined && allowedTypes && !allowedTypes.includes(type))
    fail('type', msg('notGroupable', { input: type, choices: allowedTypes.join(', ') }));
  const granularity = present('granularity');
  if (granularity !== undefined && !isGranularity(granularity))
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
    type: type as ReportType,
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
