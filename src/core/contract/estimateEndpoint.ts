import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('readouts', () => import('./validation.ts'));

/**
 * `POST readouts/estimate/`: fills a meter's gaps in a range (linear on the register between good readings),
 * never over a measured reading. Served by the readings' quality module; until a server mounts it, it is not
 * listed in contract.ts (whose every endpoint the server must mount) and a call answers 404.
 */
export const estimateEndpoint = endpoint({
  scope: 'company',
  permission: 'add_communicationdevice',
  method: 'POST',
  path: 'readouts/estimate',
  body: 'estimateRequest',
  response: 'estimateResult',
});
