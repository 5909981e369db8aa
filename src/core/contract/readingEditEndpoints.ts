import { endpointsOf } from './endpoint.ts';

// the readouts tag: edits and estimates change stored readings
const endpoint = endpointsOf('readouts', () => import('./readingEdits.ts'));

/**
 * Editing and estimating readings. Who may: whoever may add readings to the company's meters
 * (`add_communicationdevice`, as importing readings): company admins and staff, not basic users. The audit
 * trail is read by whoever sees the company's reports.
 */
export const readingEditEndpoints = {
  edit: endpoint({
    scope: 'company',
    permission: 'add_communicationdevice',
    method: 'POST',
    path: 'readouts/edits',
    body: 'readingEditRequest',
    response: 'readingEditResult',
    summary: 'Correct, reject or restore readings, with a reason kept in the audit trail',
  }),
  list: endpoint({
    scope: 'company',
    permission: 'view_report',
    method: 'GET',
    path: 'readouts/edits',
    query: 'readingEditListQuery',
    response: 'readingEdit',
    list: true,
  }),
  estimate: endpoint({
    scope: 'company',
    permission: 'add_communicationdevice',
    method: 'POST',
    path: 'readouts/estimate',
    body: 'readingEstimateRequest',
    response: 'readingEstimateResult',
    summary: 'Fill missing readings of a range by linear estimation between good readings',
  }),
};
