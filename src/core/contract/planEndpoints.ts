import { endpointsOf } from './endpoint.ts';

const subscriptionEndpoint = endpointsOf('subscriptions', () => import('./companies.ts'));
const userEndpoint = endpointsOf('users', () => import('./users.ts'));
const catalogue = { method: 'GET', scope: 'system', permission: null } as const;

/** Catalogues every signed-in user may read, the same for every caller: plans, auth groups and roles. */
export const planEndpoints = {
  plans: subscriptionEndpoint({ ...catalogue, path: 'plans', response: 'plans' }),
  groups: userEndpoint({ ...catalogue, path: 'authsystem/groups', response: 'authChoices' }),
  roles: userEndpoint({ ...catalogue, path: 'authsystem/roles', response: 'authChoices' }),
};
