import type { TFunction } from 'i18next';
import type { PortalTask } from './portalTask.ts';

/**
 * A task's title in the UI language: 'LoRa registration of 3 devices', 'Generate readouts for 1 meter',
 * 'Readouts export of 21040082 (CSV)'.
 */
export function taskTitle(t: TFunction, task: Pick<PortalTask, 'kind' | 'count' | 'subject' | 'title'>): string {
  if (task.title) return task.title;
  return t(`tasks.titles.${task.kind}`, { count: task.count, subject: task.subject ?? '' });
}
