import { describe, expect, it } from 'vitest';
import type { PortalTask } from './portalTask.ts';
import { reportCounts, taskOutcome } from './taskOutcome.ts';

const base: PortalTask = {
  id: 1,
  serverId: 's',
  kind: 'loraRegister',
  count: 3,
  status: 'completed',
  createdAt: '2026-03-01T10:00:00Z',
  finishedAt: '2026-03-01T10:00:02Z',
  report: null,
  detail: null,
};

describe('taskOutcome', () => {
  it('says nothing while the task is pending', () => {
    expect(taskOutcome({ ...base, status: 'pending' })).toBeNull();
  });

  it('reports a registration of every device as a success', () => {
    const report = { registered: ['A', 'B'], already_existing: [], not_found: [] };
    expect(taskOutcome({ ...base, report })).toEqual({ kind: 'success', message: 'registered' });
  });

  it('warns when devices already existed or were not found', () => {
    expect(taskOutcome({ ...base, report: { registered: ['A'], already_existing: ['B'], not_found: [] } })).toEqual({
      kind: 'warning',
      message: 'someNotFound',
    });
    expect(taskOutcome({ ...base, report: { registered: [], already_existing: [], not_found: ['X'] } })?.kind).toBe(
      'warning',
    );
  });

  it('warns when the network server refused devices, and counts them', () => {
    const report = { registered: ['A'], already_existing: [], not_found: [], failed: [{ serial: 'B', reason: 'x' }] };
    expect(taskOutcome({ ...base, report })).toEqual({ kind: 'warning', message: 'someFailed' });
    expect(taskOutcome({ ...base, kind: 'loraDelete', report: { ...report, deleted: [] } })?.message).toBe('someFailed');
    expect(reportCounts(report)).toEqual({ registered: 1, already_existing: 0, not_found: 0, failed: 1 });
  });

  it('reads a deletion report by its own lists', () => {
    const task = { ...base, kind: 'loraDelete' as const };
    expect(taskOutcome({ ...task, report: { deleted: ['A'], not_registered: [], not_found: [] } })?.message).toBe(
      'unregistered',
    );
    expect(taskOutcome({ ...task, report: { deleted: [], not_registered: ['A'], not_found: [] } })?.message).toBe(
      'someNotRegistered',
    );
  });

  it('reports a failed task as an error', () => {
    expect(taskOutcome({ ...base, status: 'failed', detail: 'boom' })).toEqual({ kind: 'error', message: 'failed' });
  });
});

describe('reportCounts', () => {
  it('counts the lists the report has', () => {
    expect(reportCounts({ registered: ['A', 'B'], already_existing: [], not_found: ['C'] })).toEqual({
      registered: 2,
      already_existing: 0,
      not_found: 1,
    });
    expect(reportCounts(null)).toEqual({});
  });
});

describe('taskOutcome of readouts tasks', () => {
  it('reports a completed generation or export as a success, and a failed one as an error', () => {
    for (const kind of ['generateReadouts', 'exportReadouts'] as const) {
      expect(taskOutcome({ ...base, kind, report: {} })).toEqual({ kind: 'success', message: 'completed' });
      expect(taskOutcome({ ...base, kind, status: 'failed', detail: 'x' })?.kind).toBe('error');
    }
  });
});
