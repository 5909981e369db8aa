import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('health', () => import('./health.ts'));

export const healthEndpoints = {
  /** for load balancers: 200 while the database answers, else 503 */
  health: endpoint({ method: 'GET', path: 'health', scope: 'public', permission: null, response: 'health' }),
};
