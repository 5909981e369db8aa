import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('reports', () => import('./reports.ts'));
const report = { scope: 'company', permission: 'view_report', method: 'GET', params: 'uuidParams' } as const;

/** Charted reports, aggregated by the database: one meter's series, and a meter group's sums across its meters. */
export const reportEndpoints = {
  installation: endpoint({
    ...report,
    path: 'installations/:uuid/reports',
    query: 'reportQuery',
    response: 'report',
    embed: ['chart'],
  }),
  group: endpoint({
    ...report,
    path: 'meter-groups/:uuid/reports',
    query: 'reportQuery',
    response: 'groupReport',
  }),
};
