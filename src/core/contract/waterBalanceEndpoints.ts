import { endpointsOf } from './endpoint.ts';

// the reports tag: the balance and the night flow are reports of a district
const endpoint = endpointsOf('reports', () => import('./waterBalance.ts'));
const report = { scope: 'company', permission: 'view_report', method: 'GET', params: 'uuidParams' } as const;

/** A device group's water balance (inlets against members) and the minimum night flow of a group or a meter. */
export const waterBalanceEndpoints = {
  groupBalance: endpoint({
    ...report,
    path: 'meter-groups/:uuid/balance',
    query: 'balanceQuery',
    response: 'waterBalance',
  }),
  groupNightFlow: endpoint({
    ...report,
    path: 'meter-groups/:uuid/night-flow',
    query: 'nightFlowQuery',
    response: 'groupNightFlow',
  }),
  installationNightFlow: endpoint({
    ...report,
    path: 'installations/:uuid/night-flow',
    query: 'nightFlowQuery',
    response: 'nightFlow',
  }),
  /** the dashboard's highest losses and night flows, of the caller's companies */
  highlights: endpoint({
    scope: 'company',
    permission: 'view_report',
    method: 'GET',
    path: 'dashboard/water',
    response: 'waterHighlights',
  }),
};
