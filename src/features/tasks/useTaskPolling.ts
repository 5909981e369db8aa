import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskResult } from '../../core/contract/errors.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { usePortalServices } from '../common/index.ts';
import type { TaskOutcome } from './taskList.ts';
import { taskOutcome } from './taskOutcome.ts';
import { taskResultQuery } from './taskQueries.ts';
import type { TasksControls } from './useTasks.ts';
import { useTaskTitle } from './useTaskTitle.ts';

/** What a poll says about the task: still running (null), or how it ended. */
function outcomeOf({ data, error }: UseQueryResult<TaskResult>): TaskOutcome | 'gone' | null {
  if (data?.status === 'completed') return { status: 'completed', report: data.report };
  if (data?.status === 'failed') return { status: 'failed', detail: data.detail };
  // the server no longer knows the task (another user, or it was restarted): it will never finish
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return 'gone';
  return null;
}

const combine = (results: UseQueryResult<TaskResult>[]) => results.map(outcomeOf);

/**
 * Polls every pending task's result path, also those resumed after a reload, and records the outcome once
 * with a toast. Finished tasks leave the list of queries, so nothing is asked twice.
 */
export function useTaskPolling({ tasks, finish }: Pick<TasksControls, 'tasks' | 'finish'>): void {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const titleOf = useTaskTitle();
  const pending = useMemo(() => tasks.filter((task) => task.status === 'pending'), [tasks]);
  const outcomes = useQueries({ queries: pending.map((task) => taskResultQuery(http, task)), combine });

  useEffect(() => {
    pending.forEach((task, index) => {
      const found = outcomes[index];
      if (!found) return;
      const outcome: TaskOutcome = found === 'gone' ? { status: 'failed', detail: t('tasks.gone') } : found;
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
      // what the task changed (registration state of devices) is shown again from the server
      void queryClient.invalidateQueries({ queryKey: ['installations'] });
    });
  }, [pending, outcomes, finish, notify, t, titleOf, queryClient]);
}
