import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('keys', () => import('./keys.ts'));
const view = { scope: 'company', permission: 'view_communicationdevice' } as const;
// Key material is the delivery's secret: it goes to those who may see the orders it came with.
const material = { scope: 'company', permission: 'view_order' } as const;

/** Communication-module keys of the caller's companies: list, detail with material, soft delete, export, access log. */
export const keyEndpoints = {
  list: endpoint({
    ...view,
    method: 'GET',
    path: 'keys',
    query: 'keyListQuery',
    response: 'commModuleKey',
    list: true,
  }),
  /** the filtered list with key material as a download; every export is logged */
  export: endpoint({
    ...material,
    method: 'GET',
    path: 'keys/export.:format',
    aliases: ['keys/export'],
    params: 'keyExportParams',
    query: 'keyExportQuery',
    response: null,
    secret: true,
  }),
  /** who saw which keys: staff and company admins, per company */
  accessLog: endpoint({
    ...material,
    method: 'GET',
    path: 'keys/access-log',
    query: 'keyAccessQuery',
    response: 'keyAccess',
    list: true,
  }),
  get: endpoint({
    ...material,
    method: 'GET',
    path: 'keys/:id',
    params: 'keyParams',
    response: 'commModuleKeyDetail',
    secret: true,
  }),
  update: endpoint({
    scope: 'company',
    permission: 'delete_communicationdevice',
    method: 'PATCH',
    path: 'keys/:id',
    params: 'keyParams',
    body: 'keyPatch',
    response: 'commModuleKey',
  }),
};
