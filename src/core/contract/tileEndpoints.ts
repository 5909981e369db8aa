import { endpointsOf } from './endpoint.ts';

// no schemas of its own: every path segment is a string, checked by the handler (a bad tile is a 404)
const endpoint = endpointsOf('map tiles', () => import('./measuringPoints.ts'));

/**
 * The reference server's own map tiles, so that no map waits on a tile service on the internet. Public
 * rather than `system`: maps load tiles as images, which carry no bearer token.
 */
export const tileEndpoints = {
  /** `:y` carries the `.png` suffix: `tiles/3/4/2.png` */
  tile: endpoint({
    scope: 'public',
    permission: null,
    method: 'GET',
    path: 'tiles/:z/:x/:y',
    response: null,
    summary: 'A generated 256-pixel PNG map tile',
  }),
};
