import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('readouts', () => import('./readouts.ts'));

/** Simulated readouts: start a generation task and poll its result. */
export const readoutEndpoints = {
  /** generated readings replace real ones: device management, not a viewer's right */
  generate: endpoint({
    scope: 'company',
    permission: 'add_communicationdevice',
    method: 'POST',
    path: 'generate-readouts',
    body: 'generateReadoutsRequest',
    response: 'taskStarted',
    status: 202,
  }),
  /** the starter and the users of the starting company see the task */
  generateResult: endpoint({
    scope: 'company',
    permission: null,
    method: 'GET',
    path: 'readouts/result',
    query: 'taskResultQuery',
    response: 'generateReadoutsResult',
  }),
};
