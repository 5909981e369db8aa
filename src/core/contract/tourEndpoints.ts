import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('tours', () => import('./tours.ts'));
const company = { scope: 'company' } as const;
const view = { ...company, permission: 'view_tour' } as const;
const change = { ...company, permission: 'change_tour' } as const;
const one = { params: 'uuidParams' } as const;

/**
 * Meter-reading tours (spec section 7, Tours) and the converters they are imported with. Each action's
 * availability in a state is `src/core/domain/tourStates.ts`; a refused one is a 409.
 */
export const tourEndpoints = {
  list: endpoint({
    ...view,
    method: 'GET',
    path: 'tours',
    query: 'tourListQuery',
    response: 'tour',
    list: true,
    embed: ['tour-table'],
  }),
  get: endpoint({ ...view, ...one, method: 'GET', path: 'tours/:uuid', response: 'tour' }),
  items: endpoint({
    ...view,
    ...one,
    method: 'GET',
    path: 'tours/:uuid/items',
    query: 'tourItemsQuery',
    response: 'tourItem',
    list: true,
    embed: ['tour-table'],
  }),
  /** rename, or name the tours that are this one's children */
  patch: endpoint({ ...change, ...one, method: 'PATCH', path: 'tours/:uuid', body: 'tourPatch', response: 'tour' }),
  editRegister: endpoint({
    ...change,
    method: 'PATCH',
    path: 'tours/:uuid/items/:row/registers/:register',
    params: 'registerParams',
    body: 'registerPatch',
    response: 'tour',
  }),
  discard: endpoint({ ...change, ...one, method: 'POST', path: 'tours/:uuid/discard', response: 'tour' }),
  restore: endpoint({ ...change, ...one, method: 'POST', path: 'tours/:uuid/restore', response: 'tour' }),
  close: endpoint({ ...change, ...one, method: 'POST', path: 'tours/:uuid/close', response: 'tour' }),
  /** a tablet's results */
  upload: endpoint({
    ...change,
    ...one,
    method: 'POST',
    path: 'tours/:uuid/upload',
    body: 'tourUpload',
    response: 'tourUploadResult',
    summary: 'Upload a tablet’s readings: typed registers, and wireless M-Bus telegrams per item',
  }),
  /** fills every register with a plausible reading, for demos and tests */
  simulate: endpoint({ ...change, ...one, method: 'POST', path: 'tours/:uuid/simulate', response: 'tour' }),
  assign: endpoint({
    ...change,
    ...one,
    method: 'POST',
    path: 'tours/:uuid/assignment',
    body: 'tourAssignment',
    response: 'tour',
  }),
  reassign: endpoint({
    ...change,
    ...one,
    method: 'PUT',
    path: 'tours/:uuid/assignment',
    body: 'tourAssignment',
    response: 'tour',
  }),
  unassign: endpoint({ ...change, ...one, method: 'DELETE', path: 'tours/:uuid/assignment', response: 'tour' }),
  delete: endpoint({
    ...company,
    ...one,
    permission: 'delete_tour',
    method: 'DELETE',
    path: 'tours/:uuid',
    response: null,
    status: 204,
  }),
  /** the tour in its converter's own format, or `?format=csv|xlsx` */
  export: endpoint({
    ...company,
    ...one,
    permission: 'export_tour',
    method: 'GET',
    path: 'tours/:uuid/export',
    query: 'tourExportQuery',
    response: null,
  }),
  /** multipart: `file`, `converter`, optional `mapping` (JSON), `name`, `tablet`, `due_date`, `split_by` */
  import: endpoint({
    ...company,
    permission: 'add_tour',
    method: 'POST',
    path: 'tours',
    body: 'multipart',
    response: 'tourImportResult',
    status: 201,
  }),
  /** the same reading as an import, nothing written: the wizard's preview and the CLI's --dry-run */
  preview: endpoint({
    ...company,
    permission: 'add_tour',
    method: 'POST',
    path: 'tours/preview',
    body: 'multipart',
    response: 'tourPreview',
  }),
  /** the same for every company: the shipped converters and those staff saved */
  converters: endpoint({
    scope: 'system',
    permission: 'view_tour',
    method: 'GET',
    path: 'converters',
    response: 'converters',
  }),
  /** staff save a mapping made in the import wizard as a new named converter */
  createConverter: endpoint({
    scope: 'staff',
    permission: 'add_tour',
    method: 'POST',
    path: 'converters',
    body: 'converterCreate',
    response: 'converter',
    status: 201,
  }),
};
