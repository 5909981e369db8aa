import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('meters', () => import('./reports.ts'));

/** Meters as chart choices. */
export const meterEndpoints = {
  /** view_meter or view_report: the handler checks either */
  list: endpoint({
    scope: 'company',
    permission: null,
    method: 'GET',
    path: 'meters',
    query: 'meterListQuery',
    response: 'meterChoice',
    list: true,
    embed: ['chart'],
  }),
};
