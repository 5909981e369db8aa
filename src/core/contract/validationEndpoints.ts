import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('validation', () => import('./validation.ts'));
const view = { scope: 'company', permission: 'view_report' } as const;

/**
 * Validation of readings (VEE): a company's rules, runs over meters and a range, their findings, and the
 * meters that fell silent. Rules are read by whoever sees the company and changed by those who may change it.
 */
export const validationEndpoints = {
  rules: endpoint({
    scope: 'company',
    permission: 'view_company',
    method: 'GET',
    path: 'companies/:id/validation-rules',
    params: 'validationRuleParams',
    response: 'validationRules',
  }),
  replaceRules: endpoint({
    scope: 'company',
    permission: 'change_company',
    method: 'PUT',
    path: 'companies/:id/validation-rules',
    params: 'validationRuleParams',
    body: 'validationRules',
    response: 'validationRules',
  }),
  /** checking readings again changes findings, not readings: anyone who sees the reports may ask */
  run: endpoint({
    ...view,
    method: 'POST',
    path: 'validation/runs',
    body: 'validationRunRequest',
    response: 'validationRunResult',
    summary: 'Validate meters’ readings over a range (a task for large runs)',
  }),
  /** the starter and the users of the starting company see the task */
  runResult: endpoint({
    scope: 'company',
    permission: null,
    method: 'GET',
    path: 'validation/runs/result',
    query: 'taskResultQuery',
    response: 'validationRunTaskResult',
  }),
  findings: endpoint({
    ...view,
    method: 'GET',
    path: 'validation/findings',
    query: 'findingListQuery',
    response: 'validationFinding',
    list: true,
  }),
  /** accepting a finding is a judgement on the meter's data: device management */
  accept: endpoint({
    scope: 'company',
    permission: 'add_communicationdevice',
    method: 'POST',
    path: 'validation/findings/accept',
    body: 'findingAcceptRequest',
    response: 'findingAcceptResult',
  }),
  silentMeters: endpoint({
    ...view,
    method: 'GET',
    path: 'validation/silent-meters',
    query: 'silentMeterQuery',
    response: 'silentMeter',
    list: true,
  }),
};
