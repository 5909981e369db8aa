import type { ReadingEditRequest, ReadingEstimateRequest } from '../../core/contract/readingEdits.ts';
import type { ResolvedRange } from './reportRange.ts';
import { toLocalInput } from './reportRange.ts';

/** What the edit dialog does: the three edits of readouts/edits/ and an estimate of the gaps. */
export const EDIT_ACTIONS = ['correct', 'reject', 'restore', 'estimate'] as const;
export type EditAction = (typeof EDIT_ACTIONS)[number];

export type EditField = 'ts' | 'date_after' | 'date_before' | 'volume_m3' | 'reason';
export type EditProblem = 'required' | 'order' | 'number' | 'tooLong';

/** The longest reason the server keeps. */
export const MAX_REASON = 500;

export interface EditInput {
  action: EditAction;
  /** datetime-local values */
  ts: string;
  from: string;
  to: string;
  volume: string;
  reason: string;
}

/** The dialog starts with the charted range (a correction at its last quarter hour), empty otherwise. */
export function defaultEdit(range: ResolvedRange | null): EditInput {
  const from = range ? toLocalInput(range.after) : '';
  const to = range ? toLocalInput(range.before) : '';
  return { action: 'correct', ts: '', from, to, volume: '', reason: '' };
}

/** One call of the server, with its body. */
export type EditCall = { kind: 'edit'; body: ReadingEditRequest } | { kind: 'estimate'; body: ReadingEstimateRequest };

const instant = (value: string) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * The call the form asks for, or what is wrong with each field it shows. The server checks again (and caps
 * ranges at a year); these are the mistakes worth catching before a call.
 */
export function checkEdit(
  input: EditInput,
  installation: string,
): { ok: true; call: EditCall } | { ok: false; problems: Partial<Record<EditField, EditProblem>> } {
  const problems: Partial<Record<EditField, EditProblem>> = {};
  const reason = input.reason.trim();
  if (!reason) problems.reason = 'required';
  else if (reason.length > MAX_REASON) problems.reason = 'tooLong';
  if (input.action === 'correct') {
    const ts = instant(input.ts);
    const volume = input.volume.trim() === '' ? Number.NaN : Number(input.volume.replace(',', '.'));
    if (!ts) problems.ts = 'required';
    if (!Number.isFinite(volume) || volume < 0) problems.volume_m3 = input.volume.trim() ? 'number' : 'required';
    if (Object.keys(problems).length > 0 || !ts) return { ok: false, problems };
    const body = { installation, action: 'correct' as const, ts: ts.toISOString(), volume_m3: volume, reason };
    return { ok: true, call: { kind: 'edit', body } };
  }
  const from = instant(input.from);
  const to = instant(input.to);
  if (!from) problems.date_after = 'required';
  if (!to) problems.date_before = 'required';
  else if (from && to <= from) problems.date_before = 'order';
  if (Object.keys(problems).length > 0 || !from || !to) return { ok: false, problems };
  const range = { installation, date_after: from.toISOString(), date_before: to.toISOString() };
  if (input.action === 'estimate')
    return { ok: true, call: { kind: 'estimate', body: { ...range, method: 'linear', reason } } };
  return { ok: true, call: { kind: 'edit', body: { ...range, action: input.action, reason } } };
}
