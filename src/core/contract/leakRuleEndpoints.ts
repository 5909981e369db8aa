import { endpointsOf } from './endpoint.ts';

// the reports tag: the rules decide the alerts the reports show
const endpoint = endpointsOf('reports', () => import('./reports.ts'));

/** A company's leak rules: read by whoever sees the company, replaced by those who may change it. */
export const leakRuleEndpoints = {
  get: endpoint({
    scope: 'company',
    permission: 'view_company',
    method: 'GET',
    path: 'companies/:id/leak-rules',
    params: 'leakRuleParams',
    response: 'leakRules',
  }),
  put: endpoint({
    scope: 'company',
    permission: 'change_company',
    method: 'PUT',
    path: 'companies/:id/leak-rules',
    params: 'leakRuleParams',
    body: 'leakRules',
    response: 'leakRules',
  }),
};
