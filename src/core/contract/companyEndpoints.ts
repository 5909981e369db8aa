import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('companies', () => import('./companies.ts'));
const subscriptionEndpoint = endpointsOf('subscriptions', () => import('./companies.ts'));
const view = { scope: 'company', permission: 'view_company' } as const;

/** Companies of the caller's tenancy (reads only; writes come with the administration screens). */
export const companyEndpoints = {
  list: endpoint({
    ...view,
    method: 'GET',
    path: 'companies',
    query: 'companyListQuery',
    response: 'company',
    list: true,
  }),
  get: endpoint({ ...view, method: 'GET', path: 'companies/:id', params: 'companyIdParams', response: 'company' }),
  /** every subscription of a visible company, as a plain array (the server does not page them) */
  subscriptions: subscriptionEndpoint({
    method: 'GET',
    path: 'companies/:id/subscriptions',
    scope: 'company',
    permission: null,
    params: 'companyIdParams',
    response: 'subscriptions',
  }),
};
