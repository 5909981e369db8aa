import { useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useCurrentUser, usePortalServices } from '../common/index.ts';
import { PAGE_LOAD } from './pageLoad.ts';
import type { NewPortalTask, PortalTask, TaskProgress } from './portalTask.ts';
import type { Task } from '../../core/contract/tasks.ts';
import {
  addTask,
  adoptTasksStartedElsewhere,
  clearCompleted,
  finishTask,
  setTaskProgress,
  type TaskOutcome,
} from './taskList.ts';
import { tasksAtomFor } from './tasksAtom.ts';

/** A task the page runs itself: no server id, so nothing polls it. */
export type NewLocalTask = Pick<NewPortalTask, 'kind' | 'count' | 'subject'>;

export interface TasksControls {
  tasks: PortalTask[];
  /** adds a pending server task, polled until it ends; answers its client id */
  start: (input: NewPortalTask) => number;
  /** adds a pending task the caller runs and finishes itself; answers its client id */
  startLocal: (input: NewLocalTask) => number;
  finish: (id: number, outcome: TaskOutcome) => void;
  setProgress: (id: number, progress: TaskProgress) => void;
  clearCompleted: () => void;
  /** takes the pending tasks of the server's list that were started outside the portal */
  adopt: (found: readonly Task[]) => void;
}

/** The signed-in user's tasks in this portal instance. */
export function useTasks(): TasksControls {
  const { storage } = usePortalServices();
  const userKey = useCurrentUser()?.user_uuid ?? 'anonymous';
  const [tasks, setTasks] = useAtom(useMemo(() => tasksAtomFor(storage, userKey), [storage, userKey]));
  const start = useCallback(
    (input: NewPortalTask) => {
      let id = 0;
      // the store runs the update at once, so the new task's id is known when this returns
      setTasks((current) => {
        const next = addTask(current, input);
        id = next[0].id;
        return next;
      });
      return id;
    },
    [setTasks],
  );
  const startLocal = useCallback(
    (input: NewLocalTask) => start({ ...input, serverId: null, pageLoad: PAGE_LOAD }),
    [start],
  );
  const finish = useCallback(
    (id: number, outcome: TaskOutcome) => setTasks((current) => finishTask(current, id, outcome)),
    [setTasks],
  );
  const setProgress = useCallback(
    (id: number, progress: TaskProgress) => setTasks((current) => setTaskProgress(current, id, progress)),
    [setTasks],
  );
  const clear = useCallback(() => setTasks((current) => clearCompleted(current)), [setTasks]);
  const adopt = useCallback(
    (found: readonly Task[]) => setTasks((current) => adoptTasksStartedElsewhere(current, found)),
    [setTasks],
  );
  return { tasks, start, startLocal, finish, setProgress, clearCompleted: clear, adopt };
}
