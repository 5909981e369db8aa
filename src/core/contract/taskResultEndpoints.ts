import { endpointsOf } from './endpoint.ts';
import type { TaskKind } from './tasks.ts';

const endpoint = endpointsOf('tasks', () => import('./tasks.ts'));
const result = {
  method: 'GET',
  scope: 'company',
  permission: null,
  query: 'taskResultQuery',
  response: 'taskResult',
} as const;

/**
 * Where each kind of server task answers `?task_id=` with pending (maybe with progress), completed with a
 * report, or failed with a detail. A started task is polled there until it ends, also after a reload, so
 * the kind alone must lead to it.
 */
export const taskResultEndpoints = {
  lora_registration: endpoint({ ...result, path: 'devices/lora/result' }),
  generate_readouts: endpoint({ ...result, path: 'readouts/result' }),
} satisfies Record<TaskKind, unknown>;
