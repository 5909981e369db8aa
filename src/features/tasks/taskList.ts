import { randomTaskId, TASK_ID_BOUND } from '../../core/domain/index.ts';
import type { NewPortalTask, PortalTask } from './portalTask.ts';

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
        }
      : task,
  );
}

/** Spec section 4: clearing completed tasks keeps only the pending ones. */
export function clearCompleted(tasks: readonly PortalTask[]): PortalTask[] {
  return tasks.filter((task) => task.status === 'pending');
}
