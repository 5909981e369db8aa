/** What a task the user started is; the server's task id is kept to poll its result path. */
export type PortalTaskKind = 'loraRegister' | 'loraDelete';
export type PortalTaskStatus = 'pending' | 'completed' | 'failed';

export interface PortalTask {
  /** the client's id: a random whole number below 100000 (spec section 9) */
  id: number;
  /** the server's task_id */
  serverId: string;
  /** the path that answers `?task_id=` with pending, completed or failed */
  resultPath: string;
  kind: PortalTaskKind;
  /** how many items the task works on, for its title */
  count: number;
  status: PortalTaskStatus;
  createdAt: string;
  finishedAt: string | null;
  report: Record<string, unknown> | null;
  detail: string | null;
}

export type NewPortalTask = Pick<PortalTask, 'serverId' | 'resultPath' | 'kind' | 'count'>;

/** Reads a stored task list back, dropping entries another version of the portal may have written. */
export function isPortalTask(value: unknown): value is PortalTask {
  if (value === null || typeof value !== 'object') return false;
  const task = value as Record<string, unknown>;
  return (
    typeof task.id === 'number' &&
    typeof task.serverId === 'string' &&
    typeof task.resultPath === 'string' &&
    (task.kind === 'loraRegister' || task.kind === 'loraDelete') &&
    typeof task.count === 'number' &&
    (task.status === 'pending' || task.status === 'completed' || task.status === 'failed')
  );
}
