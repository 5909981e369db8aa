import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('meter-groups', () => import('./meterGroups.ts'));
const view = { scope: 'company', permission: 'view_communicationdevice' } as const;
const change = { scope: 'company', permission: 'add_communicationdevice' } as const;

/** Device groups (meter-groups) of the caller's companies: CRUD, membership changes and the export. */
export const meterGroupEndpoints = {
  list: endpoint({
    ...view,
    method: 'GET',
    path: 'meter-groups',
    query: 'meterGroupListQuery',
    response: 'meterGroup',
    list: true,
  }),
  create: endpoint({
    ...change,
    method: 'POST',
    path: 'meter-groups',
    body: 'meterGroupCreate',
    response: 'meterGroup',
    status: 201,
  }),
  /** the members of the named groups as a JSON, CSV or XML download */
  export: endpoint({
    ...view,
    method: 'GET',
    path: 'meter-groups/export.:format',
    aliases: ['meter-groups/export'],
    query: 'meterGroupExportQuery',
    response: null,
  }),
  get: endpoint({
    ...view,
    method: 'GET',
    path: 'meter-groups/:uuid',
    params: 'uuidParams',
    response: 'meterGroup',
  }),
  update: endpoint({
    ...change,
    method: 'PATCH',
    path: 'meter-groups/:uuid',
    params: 'uuidParams',
    body: 'meterGroupUpdate',
    response: 'meterGroup',
  }),
  delete: endpoint({
    scope: 'company',
    permission: 'delete_communicationdevice',
    method: 'DELETE',
    path: 'meter-groups/:uuid',
    params: 'uuidParams',
    response: null,
    status: 204,
  }),
  addInstallations: endpoint({
    ...change,
    method: 'POST',
    path: 'meter-groups/:uuid/add_installations',
    params: 'uuidParams',
    body: 'meterGroupMembers',
    response: 'meterGroup',
  }),
  removeInstallations: endpoint({
    ...change,
    method: 'POST',
    path: 'meter-groups/:uuid/delete_installations',
    params: 'uuidParams',
    body: 'meterGroupMembers',
    response: 'meterGroup',
  }),
};
