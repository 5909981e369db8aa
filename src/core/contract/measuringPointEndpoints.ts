import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('measuring points', () => import('./measuringPoints.ts'));
const view = { scope: 'company', permission: 'view_measuringpoint' } as const;

/**
 * Measuring points of the caller's companies (spec section 7): the grid's list, the map projection, its
 * count and its clusters per viewport, one point, create and edit.
 */
export const measuringPointEndpoints = {
  list: endpoint({
    ...view,
    method: 'GET',
    path: 'measuring_points',
    query: 'measuringPointListQuery',
    response: 'measuringPoint',
    list: true,
  }),
  map: endpoint({
    ...view,
    method: 'GET',
    path: 'measuring_points/map',
    query: 'measuringPointMapQuery',
    response: 'measuringPointMap',
    embed: ['map'],
  }),
  mapCount: endpoint({
    ...view,
    method: 'GET',
    path: 'measuring_points/map/count',
    query: 'measuringPointMapQuery',
    response: 'measuringPointMapCount',
    embed: ['map'],
  }),
  mapClusters: endpoint({
    ...view,
    method: 'GET',
    path: 'measuring_points/map/clusters',
    query: 'measuringPointClusterQuery',
    response: 'measuringPointClusters',
    embed: ['map'],
  }),
  get: endpoint({
    ...view,
    method: 'GET',
    path: 'measuring_points/:id',
    params: 'measuringPointIdParams',
    response: 'measuringPoint',
  }),
  create: endpoint({
    scope: 'company',
    permission: 'add_measuringpoint',
    method: 'POST',
    path: 'measuring_points',
    body: 'measuringPointCreate',
    response: 'measuringPoint',
    status: 201,
  }),
  update: endpoint({
    scope: 'company',
    permission: 'change_measuringpoint',
    method: 'PATCH',
    path: 'measuring_points/:id',
    params: 'measuringPointIdParams',
    body: 'measuringPointPatch',
    response: 'measuringPoint',
  }),
};
