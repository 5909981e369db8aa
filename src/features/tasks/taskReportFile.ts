import type { PortalTask } from './portalTask.ts';

/** A finished task's report as a JSON file named after the task. */
export function taskReportFile(task: PortalTask, title: string): { name: string; text: string } {
  const body = {
    id: task.id,
    task_id: task.serverId,
    title,
    status: task.status,
    created_at: task.createdAt,
    finished_at: task.finishedAt,
    report: task.report,
    detail: task.detail,
  };
  return { name: `task-${task.id}-report.json`, text: `${JSON.stringify(body, null, 2)}\n` };
}
