import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalTask } from './portalTask.ts';
import { taskTitle } from './taskTitle.ts';

/** A task's title in the UI language, e.g. 'LoRa registration of 3 devices'. */
export function useTaskTitle(): (task: Pick<PortalTask, 'kind' | 'count' | 'subject' | 'title'>) => string {
  const { t } = useTranslation();
  return useCallback((task) => taskTitle(t, task), [t]);
}
