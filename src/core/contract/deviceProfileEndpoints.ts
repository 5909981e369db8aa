import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('device-profiles', () => import('./deviceProfiles.ts'));
const view = { scope: 'company', permission: 'view_deviceprofile' } as const;

/** Device profiles, read only: the shared ones and those of the caller's companies. */
export const deviceProfileEndpoints = {
  list: endpoint({
    ...view,
    method: 'GET',
    path: 'device-profiles',
    query: 'deviceProfileListQuery',
    response: 'deviceProfile',
    list: true,
  }),
  get: endpoint({
    ...view,
    method: 'GET',
    path: 'device-profiles/:uuid',
    params: 'uuidParams',
    response: 'deviceProfile',
  }),
};
