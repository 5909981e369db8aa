import type { TaskKind } from '../../core/contract/tasks.ts';

/**
 * What a task the user started is. A server task keeps the server's task id, polled at the result endpoint
 * of its kind; a task the page runs itself (an export download) has none and is never polled.
 */
export const PORTAL_TASK_KINDS = [
  'loraRegister',
  'loraDelete',
  'generateReadouts',
  'exportReadouts',
  'createDemo',
  'importReadings',
] as const;
export type PortalTaskKind = (typeof PORTAL_TASK_KINDS)[number];
export type PortalTaskStatus = 'pending' | 'completed' | 'failed';

export interface TaskProgress {
  done: number;
  total: number;
}

export interface PortalTask {
  /** the client's id: a random whole number below 100000 (spec section 9) */
  id: number;
  /** the server's task_id; null for a task the page runs itself */
  serverId: string | null;
  /** the page load that runs a task without a server: after a reload nothing runs it any more */
  pageLoad?: string;
  kind: PortalTaskKind;
  /** how many items the task works on, for its title */
  count: number;
  /** what the task is about when its title names it, e.g. a serial number and a file format */
  subject?: string;
  /** the server's title of a task started elsewhere (the CLI, the API), as it named it when found */
  title?: string;
  status: PortalTaskStatus;
  createdAt: string;
  finishedAt: string | null;
  /** how far a pending task has come, as the server last said */
  progress?: TaskProgress;
  report: Record<string, unknown> | null;
  detail: string | null;
}

export type NewPortalTask = Pick<PortalTask, 'serverId' | 'kind' | 'count'> &
  Partial<Pick<PortalTask, 'pageLoad' | 'subject' | 'title'>>;

/** The server's kind of each task it runs, which leads to the task's result endpoint. */
const SERVER_KINDS = {
  loraRegister: 'lora_registration',
  loraDelete: 'lora_registration',
  generateReadouts: 'generate_readouts',
  createDemo: 'create_demo',
  importReadings: 'import_readings',
} as const satisfies Partial<Record<PortalTaskKind, TaskKind>>;
type ServerTaskKind = keyof typeof SERVER_KINDS;
const runsOnServer = (kind: PortalTaskKind): kind is ServerTaskKind => kind in SERVER_KINDS;

/** A task the server runs: the one kind of task that is polled. */
export type ServerTask = PortalTask & { serverId: string; kind: ServerTaskKind };

export function isServerTask(task: PortalTask): task is ServerTask {
  return task.serverId !== null && runsOnServer(task.kind);
}

/** The server's kind of a task it runs. */
export const serverKindOf = (kind: ServerTaskKind): TaskKind => SERVER_KINDS[kind];

const isKind = (value: unknown): value is PortalTaskKind => PORTAL_TASK_KINDS.includes(value as PortalTaskKind);
const stringOrNull = (value: unknown) => value === null || typeof value === 'string';
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** Reads a stored task list back, dropping entries another version of the portal may have written. */
export function isPortalTask(value: unknown): value is PortalTask {
  if (value === null || typeof value !== 'object') return false;
  const task = value as Record<string, unknown>;
  return (
    typeof task.id === 'number' &&
    stringOrNull(task.serverId) &&
    optionalString(task.pageLoad) &&
    optionalString(task.subject) &&
    optionalString(task.title) &&
    isKind(task.kind) &&
    // only a task the server runs has a server id
    (task.serverId === null || runsOnServer(task.kind)) &&
    typeof task.count === 'number' &&
    (task.status === 'pending' || task.status === 'completed' || task.status === 'failed')
  );
}
