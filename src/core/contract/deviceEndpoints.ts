import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('devices', () => import('./devices.ts'));

/** Device types, AFM creation, low-power-network registration and the geoposition file (spec section 7). */
export const deviceEndpoints = {
  types: endpoint({
    scope: 'system',
    permission: null,
    method: 'GET',
    path: 'devices/types',
    response: 'deviceTypes',
  }),
  create: endpoint({
    scope: 'company',
    permission: 'add_communicationdevice',
    method: 'POST',
    path: 'devices',
    body: 'deviceCreate',
    response: 'createdDevices',
    status: 201,
  }),
  /** registering needs add_communicationdevice, deleting delete_communicationdevice: the handler checks */
  lora: endpoint({
    scope: 'company',
    permission: null,
    method: 'POST',
    path: 'devices/lora',
    body: 'loraRequest',
    response: 'taskStarted',
    status: 202,
  }),
  /** a LoRa task is seen only by the user who started it */
  loraResult: endpoint({
    scope: 'company',
    permission: null,
    method: 'GET',
    path: 'devices/lora/result',
    query: 'taskResultQuery',
    response: 'loraResult',
  }),
  /** the CSV header a geoposition upload reads */
  geopositionTemplate: endpoint({
    scope: 'company',
    permission: 'view_communicationdevice',
    method: 'GET',
    path: 'get-template',
    response: null,
  }),
  /** a CSV or XLSX file in the field `file`; any bad row rejects the whole file */
  updateGeopositions: endpoint({
    scope: 'company',
    permission: 'add_communicationdevice',
    method: 'POST',
    path: 'update-geopositions',
    body: 'multipart',
    response: 'geopositionUpdate',
  }),
};
