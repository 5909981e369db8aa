import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { taskQueries } from '../../queries/taskQueries.ts';
import { usePortalServices } from '../common/index.ts';
import type { TasksControls } from './useTasks.ts';

/** How often the caller's task list is asked for tasks started outside the portal. */
export const TASKS_ELSEWHERE_POLL_MS = 10_000;

/**
 * Brings the caller's tasks started outside the portal (a readings import by the CLI or the API) into the
 * panel: the server's task list is asked now and then, and its pending tasks of such kinds are adopted.
 */
export function useTasksStartedElsewhere({ adopt }: Pick<TasksControls, 'adopt'>): void {
  const { http } = usePortalServices();
  const { data } = useQuery({ ...taskQueries.list(http), refetchInterval: TASKS_ELSEWHERE_POLL_MS });
  useEffect(() => {
    if (data) adopt(data);
  }, [data, adopt]);
}
