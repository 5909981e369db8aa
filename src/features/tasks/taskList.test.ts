import { describe, expect, it } from 'vitest';
import type { PortalTask } from './portalTask.ts';
import { addTask, clearCompleted, finishTask, freeTaskId, isInterrupted, setTaskProgress } from './taskList.ts';

const input = { serverId: 's-1', kind: 'loraRegister', count: 2 } as const;
const now = new Date('2026-03-01T10:00:00Z');

/** A random source that replays the given numbers in [0, 1). */
const replay =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0;

describe('task list', () => {
  it('adds a pending task on top with a random id below 100000', () => {
    const tasks = addTask([], input, now, replay(0.123456));
    expect(tasks).toEqual([
      {
        ...input,
        id: 12345,
        status: 'pending',
        createdAt: now.toISOString(),
        finishedAt: null,
        report: null,
        detail: null,
      },
    ]);
    const more = addTask(tasks, { ...input, serverId: 's-2' }, now, replay(0.99999));
    expect(more.map((task) => task.id)).toEqual([99999, 12345]);
  });

  it('draws again when the random id is taken', () => {
    const tasks = addTask([], input, now, replay(0.5));
    expect(freeTaskId(tasks, replay(0.5, 0.5, 0.25))).toBe(25000);
  });

  it('finishes only the pending task with that id', () => {
    let tasks: PortalTask[] = addTask([], input, now, replay(0.1));
    tasks = addTask(tasks, { ...input, serverId: 's-2' }, now, replay(0.2));
    const later = new Date('2026-03-01T10:00:05Z');
    tasks = finishTask(tasks, 10000, { status: 'completed', report: { registered: ['A'] } }, later);
    expect(tasks.find((task) => task.id === 10000)).toMatchObject({
      status: 'completed',
      report: { registered: ['A'] },
      finishedAt: later.toISOString(),
    });
    expect(tasks.find((task) => task.id === 20000)?.status).toBe('pending');
    // a finished task is not finished twice (a late poll must not overwrite the result)
    expect(finishTask(tasks, 10000, { status: 'failed', detail: 'x' })).toEqual(tasks);
  });

  it('clears completed and failed tasks, keeping the pending ones', () => {
    let tasks: PortalTask[] = addTask([], input, now, replay(0.1));
    tasks = addTask(tasks, input, now, replay(0.2));
    tasks = addTask(tasks, input, now, replay(0.3));
    tasks = finishTask(tasks, 10000, { status: 'completed', report: {} });
    tasks = finishTask(tasks, 30000, { status: 'failed', detail: 'gone' });
    expect(clearCompleted(tasks).map((task) => task.id)).toEqual([20000]);
  });
});

describe('progress and interrupted tasks', () => {
  const local = { serverId: null, kind: 'exportReadouts', count: 1, pageLoad: 'load-1' } as const;

  it('keeps the progress a poll reports, and the same list when it has not moved', () => {
    const tasks = addTask([], { ...input, kind: 'generateReadouts' }, now, replay(0.1));
    const moved = setTaskProgress(tasks, 10000, { done: 1, total: 4 });
    expect(moved[0].progress).toEqual({ done: 1, total: 4 });
    expect(setTaskProgress(moved, 10000, { done: 1, total: 4 })).toBe(moved);
    expect(setTaskProgress(moved, 99, { done: 2, total: 4 })).toBe(moved);
    // a finished task has no progress any more, and a late poll does not give it one
    const done = finishTask(moved, 10000, { status: 'completed', report: {} });
    expect(done[0].progress).toBeUndefined();
    expect(setTaskProgress(done, 10000, { done: 3, total: 4 })).toBe(done);
  });

  it('marks a pending task of the page interrupted only after another page load', () => {
    const [task] = addTask([], local, now, replay(0.1));
    expect(isInterrupted(task, 'load-1')).toBe(false);
    expect(isInterrupted(task, 'load-2')).toBe(true);
    // one stored before tasks carried their page load is as cut off
    expect(isInterrupted({ ...task, pageLoad: undefined }, 'load-2')).toBe(true);
    expect(isInterrupted({ ...task, status: 'completed' }, 'load-2')).toBe(false);
    expect(isInterrupted({ ...task, status: 'failed' }, 'load-2')).toBe(false);
  });

  it('never marks a server task interrupted: it is polled again instead', () => {
    const [task] = addTask([], { ...input, kind: 'generateReadouts', serverId: 's-9' });
    expect(isInterrupted(task, 'any-other-load')).toBe(false);
  });
});
