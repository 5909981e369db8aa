import { tileEndpoints as endpoints } from '../../../src/core/contract/tileEndpoints.ts';
import { mounter } from '../../http/mounter.ts';
import { notFound } from '../../http/HttpError.ts';
import { blankTile } from './blankTile.ts';

const MAX_ZOOM = 22;

/**
 * `GET /api/tiles/{z}/{x}/{y}.png`: the local tile source (`VITE_MAP_TILE_URL=local`) the tests build with, no
 * token needed.
 */
export const tileRoutes = mounter(async (mount) => {
  const tiles = [blankTile(0), blankTile(1)] as const;
  await mount(endpoints.tile, ({ params, reply }) => {
    const match = /^(\d+)\.png$/.exec(params.y);
    const [zoom, x, y] = [Number(params.z), Number(params.x), Number(match?.[1])];
    const valid = match && /^\d+$/.test(params.z) && /^\d+$/.test(params.x) && zoom <= MAX_ZOOM;
    if (!valid || x >= 2 ** zoom || y >= 2 ** zoom) throw notFound();
    return reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=86400')
      .send(tiles[(x + y) % 2]);
  });
});
