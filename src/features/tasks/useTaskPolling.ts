import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskResult } from '../../core/contract/errors.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { usePortalServices } from '../common/index.ts';
import { PAGE_LOAD } from './pageLoad.ts';
import { isServerTask, type PortalTask, type ServerTask, type TaskProgress } from './portalTask.ts';
import { queriesChangedBy } from './taskEffects.ts';
import { isInterrupted, type TaskOutcome } from './taskList.ts';
import { taskOutcome } from './taskOutcome.ts';
import { taskResultQuery } from './taskQueries.ts';
import type { TasksControls } from './useTasks.ts';
import { useTaskTitle } from './useTaskTitle.ts';

interface PollState {
  /** how the task ended, 'gone' when the server no longer knows it, null while it runs */
  outcome: TaskOutcome | 'gone' | null;
  progress: TaskProgress | null;
}

/** What a poll says about the task. */
function stateOf({ data, error }: UseQueryResult<TaskResult>): PollState {
  if (data?.status === 'completed') return { outcome: { status: 'completed', report: data.report }, progress: null };
  if (data?.status === 'failed') return { outcome: { status: 'failed', detail: data.detail }, progress: null };
  // the server no longer knows the task (another user, or it was restarted): it will never finish
  if (error instanceof ApiError && (error.status === 404 || error.status === 403))
    return { outcome: 'gone', progress: null };
  return { outcome: null, progress: data?.status === 'pending' ? (data.progress ?? null) : null };
}

const sameProgress = (a: TaskProgress | undefined, b: TaskProgress) => a?.done === b.done && a.total === b.total;

const combine = (results: UseQueryResult<TaskResult>[]) => results.map(stateOf);

/**
 * Polls every pending server task's result path, also those resumed after a reload, keeps its progress, and
 * records the outcome once with a toast, fetching again what the task changed. Finished tasks leave the list
 * of queries, so nothing is asked twice. Tasks the page runs itself are never polled: one left pending by an
 * earlier page load is marked interrupted.
 */
export function useTaskPolling({
  tasks,
  finish,
  setProgress,
}: Pick<TasksControls, 'tasks' | 'finish' | 'setProgress'>): void {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const titleOf = useTaskTitle();
  const polled = useMemo(
    () => tasks.filter((task): task is ServerTask => task.status === 'pending' && isServerTask(task)),
    [tasks],
  );
  const interrupted = useMemo(() => tasks.filter((task) => isInterrupted(task, PAGE_LOAD)), [tasks]);
  const states = useQueries({ queries: polled.map((task) => taskResultQuery(http, task)), combine });

  useEffect(() => {
    const end = (task: PortalTask, outcome: TaskOutcome) => {
      finish(task.id, outcome);
      const toast = taskOutcome({
        ...task,
        status: outcome.status,
        report: outcome.status === 'completed' ? outcome.report : null,
      });
      if (toast) {
        const detail = outcome.status === 'failed' ? outcome.detail : '';
        notify(t(`tasks.toasts.${toast.message}`, { title: titleOf(task), detail }), { kind: toast.kind });
      }
      for (const queryKey of queriesChangedBy(task.kind)) void queryClient.invalidateQueries({ queryKey });
    };
    polled.forEach((task, index) => {
      const state = states[index];
      if (!state) return;
      if (state.outcome === 'gone') end(task, { status: 'failed', detail: t('tasks.gone') });
      else if (state.outcome) end(task, state.outcome);
      // only a change is written: every write goes to storage
      else if (state.progress && !sameProgress(task.progress, state.progress)) setProgress(task.id, state.progress);
    });
    for (const task of interrupted) end(task, { status: 'failed', detail: t('tasks.interrupted') });
  }, [polled, interrupted, states, finish, setProgress, notify, t, titleOf, queryClient]);
}
