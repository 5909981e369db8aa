import { checkReportRange, presetRange, type RangeProblem, type ReportPreset } from '../../core/domain/reportRanges.ts';
import type { Granularity } from '../../core/domain/granularity.ts';

/** A preset, or a custom range as typed into datetime-local inputs (local wall time, `2025-03-01T06:00`). */
export type RangeChoice = { preset: ReportPreset } | { from: string; to: string };

export interface ResolvedRange {
  after: Date;
  before: Date;
}

/** The instants a choice stands for at `now`, or null while a custom bound is missing or unreadable. */
export function resolveRange(choice: RangeChoice, now: Date, timeZone: string): ResolvedRange | null {
  if ('preset' in choice) {
    const { after, before } = presetRange(choice.preset, now, timeZone);
    return { after, before };
  }
  const after = new Date(choice.from);
  const before = new Date(choice.to);
  if (!choice.from || !choice.to || Number.isNaN(after.getTime()) || Number.isNaN(before.getTime())) return null;
  return { after, before };
}

export type RangeCheck =
  { status: 'incomplete' } | { status: 'invalid'; problem: RangeProblem } | { status: 'ok'; range: ResolvedRange };

/** Whether the report may be requested: the caps are enforced here, before any call is made. */
export function checkChoice(choice: RangeChoice, granularity: Granularity, now: Date, timeZone: string): RangeCheck {
  const range = resolveRange(choice, now, timeZone);
  if (!range) return { status: 'incomplete' };
  const problem = checkReportRange(range.after, range.before, granularity);
  return problem ? { status: 'invalid', problem } : { status: 'ok', range };
}

/** A Date as a datetime-local value in the browser's zone, to prefill the custom inputs from a preset. */
export function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
