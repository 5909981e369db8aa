import type { Task } from '../../core/contract/tasks.ts';
import { randomTaskId, TASK_ID_BOUND } from '../../core/domain/index.ts';
import {
  isServerTask,
  type NewPortalTask,
  type PortalTask,
  type PortalTaskKind,
  type TaskProgress,
} from './portalTask.ts';

/** A client id no task in the list has yet (ids are random below 100000). */
export function freeTaskId(tasks: readonly PortalTask[], random: () => number = Math.random): number {
  const taken = new Set(tasks.map((task) => task.id));
  if (taken.size >= TASK_ID_BOUND) throw new Error('No task id left');
  for (;;) {
    const id = randomTaskId(random);
    if (!taken.has(id)) return id;
  }
}

/** The list with a new pending task on top. */
export function addTask(
  tasks: readonly PortalTask[],
  input: NewPortalTask,
  now: Date = new Date(),
  random: () => number = Math.random,
): PortalTask[] {
  const task: PortalTask = {
    ...input,
    id: freeTaskId(tasks, random),
    status: 'pending',
    createdAt: now.toISOString(),
    finishedAt: null,
    report: null,
    detail: null,
  };
  return [task, ...tasks];
}

export type TaskOutcome =
  { status: 'completed'; report: Record<string, unknown> } | { status: 'failed'; detail: string };

/** The list with one pending task finished; a task that is no longer pending stays as it is. */
export function finishTask(
  tasks: readonly PortalTask[],
  id: number,
  outcome: TaskOutcome,
  now: Date = new Date(),
): PortalTask[] {
  return tasks.map((task) =>
    task.id === id && task.status === 'pending'
      ? {
          ...task,
          status: outcome.status,
          finishedAt: now.toISOString(),
          report: outcome.status === 'completed' ? outcome.report : null,
          detail: outcome.status === 'failed' ? outcome.detail : null,
          progress: undefined,
        }
      : task,
  );
}

/** Spec section 4: clearing completed tasks keeps only the pending ones. */
export function clearCompleted(tasks: readonly PortalTask[]): PortalTask[] {
  return tasks.filter((task) => task.status === 'pending');
}

/** The list with a pending task's progress as the server last said it; the same list when nothing changed. */
export function setTaskProgress(tasks: PortalTask[], id: number, progress: TaskProgress): PortalTask[] {
  const task = tasks.find((entry) => entry.id === id);
  if (!task || task.status !== 'pending') return tasks;
  if (task.progress?.done === progress.done && task.progress.total === progress.total) return tasks;
  return tasks.map((entry) => (entry === task ? { ...entry, progress: { ...progress } } : entry));
}

/**
 * A pending task the page ran itself, stored by an earlier page load: the reload cut it off and nothing
 * will finish it, so it is shown as failed instead of pending forever. Server tasks are polled again instead.
 */
export function isInterrupted(task: PortalTask, pageLoad: string): boolean {
  return task.status === 'pending' && !isServerTask(task) && task.pageLoad !== pageLoad;
}

/** Server kinds whose tasks are started outside the portal too (the CLI, the API), with the panel's kind. */
const STARTED_ELSEWHERE = { import_readings: 'importReadings' } as const satisfies Record<string, PortalTaskKind>;

/**
 * The list with the caller's pending server tasks of kinds started outside the portal (a readings import by
 * the CLI) that it does not hold yet, on top; the same list when there are none. Once in the list they are
 * polled and finished as the portal's own; finished ones are not taken, so clearing them is for good.
 */
export function adoptTasksStartedElsewhere(
  tasks: PortalTask[],
  found: readonly Task[],
  random: () => number = Math.random,
): PortalTask[] {
  const known = new Set(tasks.map((task) => task.serverId));
  let next = tasks;
  for (const task of found) {
    if (task.status !== 'pending' || known.has(task.id) || !Object.hasOwn(STARTED_ELSEWHERE, task.kind)) continue;
    const kind = STARTED_ELSEWHERE[task.kind as keyof typeof STARTED_ELSEWHERE];
    next = addTask(next, { kind, serverId: task.id, count: 0, title: task.title }, new Date(task.created_at), random);
  }
  return next;
}
