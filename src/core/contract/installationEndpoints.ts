import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('installations', () => import('./installations.ts'));
const view = { scope: 'company', permission: 'view_communicationdevice' } as const;

/** Installations (meters) of the caller's companies: list with filters, totals, one meter, its alerts and state. */
export const installationEndpoints = {
  list: endpoint({
    ...view,
    method: 'GET',
    path: 'installations',
    query: 'installationListQuery',
    response: 'installation',
    list: true,
  }),
  total: endpoint({
    ...view,
    method: 'GET',
    path: 'installations/total',
    query: 'installationTotalQuery',
    response: 'installationTotal',
  }),
  alertCounts: endpoint({
    ...view,
    method: 'GET',
    path: 'installations/alert-counts',
    query: 'installationTotalQuery',
    response: 'installationAlertCounts',
    summary: 'Count the meters with an open alert of each state',
  }),
  get: endpoint({
    ...view,
    method: 'GET',
    path: 'installations/:uuid',
    params: 'uuidParams',
    response: 'installation',
    embed: ['chart'],
  }),
  alerts: endpoint({
    ...view,
    method: 'GET',
    path: 'installations/:uuid/alerts',
    params: 'uuidParams',
    query: 'installationAlertsQuery',
    response: 'installationAlerts',
  }),
  state: endpoint({
    ...view,
    method: 'GET',
    path: 'installations/:uuid/state',
    params: 'uuidParams',
    response: 'installationState',
  }),
};
