import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('tasks', () => import('./tasks.ts'));
const own = { method: 'GET', scope: 'company', permission: null } as const;

/** The caller's own tasks, newest first, so a reloaded page finds what it started. */
export const taskEndpoints = {
  list: endpoint({ ...own, path: 'tasks', response: 'tasks' }),
  get: endpoint({ ...own, path: 'tasks/:id', params: 'taskIdParams', response: 'task' }),
};
