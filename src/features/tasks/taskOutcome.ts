import type { PortalTask } from './portalTask.ts';

export type TaskMessageKey =
  'registered' | 'someNotFound' | 'unregistered' | 'someNotRegistered' | 'someFailed' | 'completed' | 'failed';

/**
 * Lists of a registration report; a deletion reports deleted, not_registered and not_found. `failed` (devices
 * the network server refused, each with its reason) comes with a network server only.
 */
export const REPORT_LISTS = [
  'registered',
  'deleted',
  'already_existing',
  'not_registered',
  'not_found',
  'failed',
] as const;
export type ReportList = (typeof REPORT_LISTS)[number];

function listOf(report: Record<string, unknown> | null, name: ReportList): string[] {
  const value = report?.[name];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** How many serials each list of the report holds, leaving out lists the report does not have. */
export function reportCounts(report: Record<string, unknown> | null): Partial<Record<ReportList, number>> {
  return Object.fromEntries(
    REPORT_LISTS.flatMap((name) => {
      const list = report?.[name];
      return Array.isArray(list) ? [[name, list.length]] : [];
    }),
  );
}

/**
 * The toast a finished task earns: full success, or the spec's warning that some devices already existed
 * (or were not registered) and/or could not be found, or that the network server refused some, or the failure. Readouts tasks simply complete.
 */
export function taskOutcome(
  task: PortalTask,
): { kind: 'success' | 'warning' | 'error'; message: TaskMessageKey } | null {
  if (task.status === 'pending') return null;
  if (task.status === 'failed') return { kind: 'error', message: 'failed' };
  if (['generateReadouts', 'exportReadouts', 'createDemo', 'importReadings'].includes(task.kind))
    return { kind: 'success', message: 'completed' };
  const notFound = listOf(task.report, 'not_found').length;
  const failed = task.report?.failed;
  if (Array.isArray(failed) && failed.length > 0) return { kind: 'warning', message: 'someFailed' };
  if (task.kind === 'loraRegister') {
    const existing = listOf(task.report, 'already_existing').length;
    return notFound + existing === 0
      ? { kind: 'success', message: 'registered' }
      : { kind: 'warning', message: 'someNotFound' };
  }
  const notRegistered = listOf(task.report, 'not_registered').length;
  return notFound + notRegistered === 0
    ? { kind: 'success', message: 'unregistered' }
    : { kind: 'warning', message: 'someNotRegistered' };
}
