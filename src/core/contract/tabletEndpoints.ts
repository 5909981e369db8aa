import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('tablets', () => import('./tablets.ts'));
const company = { scope: 'company' } as const;

/** Field tablets of the caller's companies (spec section 7, Tablets); active ones count against the mex quota. */
export const tabletEndpoints = {
  list: endpoint({
    ...company,
    permission: 'view_tour',
    method: 'GET',
    path: 'tablets',
    query: 'tabletListQuery',
    response: 'tablet',
    list: true,
  }),
  quota: endpoint({
    ...company,
    permission: 'view_tour',
    method: 'GET',
    path: 'tablets/quota',
    query: 'tabletQuotaQuery',
    response: 'tabletQuota',
  }),
  create: endpoint({
    ...company,
    permission: 'add_tablet',
    method: 'POST',
    path: 'tablets',
    body: 'tabletCreate',
    response: 'tablet',
    status: 201,
  }),
  deactivate: endpoint({
    ...company,
    permission: 'change_tablet',
    method: 'POST',
    path: 'tablets/:uuid/deactivate',
    params: 'uuidParams',
    response: 'tablet',
  }),
  delete: endpoint({
    ...company,
    permission: 'change_tablet',
    method: 'DELETE',
    path: 'tablets/:uuid',
    params: 'uuidParams',
    response: null,
    status: 204,
  }),
  /** the tours assigned to a tablet: what the reading app downloads */
  tours: endpoint({
    ...company,
    permission: 'view_tour',
    method: 'GET',
    path: 'tablets/:uuid/tours',
    params: 'uuidParams',
    query: 'tabletTourQuery',
    response: 'tour',
    list: true,
  }),
};
