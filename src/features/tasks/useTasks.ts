import { useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useCurrentUser, usePortalServices } from '../common/index.ts';
import type { NewPortalTask, PortalTask } from './portalTask.ts';
import { addTask, clearCompleted, finishTask, type TaskOutcome } from './taskList.ts';
import { tasksAtomFor } from './tasksAtom.ts';

export interface TasksControls {
  tasks: PortalTask[];
  start: (input: NewPortalTask) => void;
  finish: (id: number, outcome: TaskOutcome) => void;
  clearCompleted: () => void;
}

/** The signed-in user's tasks in this portal instance. */
export function useTasks(): TasksControls {
  const { storage } = usePortalServices();
  const userKey = useCurrentUser()?.user_uuid ?? 'anonymous';
  const [tasks, setTasks] = useAtom(useMemo(() => tasksAtomFor(storage, userKey), [storage, userKey]));
  const start = useCallback((input: NewPortalTask) => setTasks((current) => addTask(current, input)), [setTasks]);
  const finish = useCallback(
    (id: number, outcome: TaskOutcome) => setTasks((current) => finishTask(current, id, outcome)),
    [setTasks],
  );
  const clear = useCallback(() => setTasks((current) => clearCompleted(current)), [setTasks]);
  return { tasks, start, finish, clearCompleted: clear };
}
