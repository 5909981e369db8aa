import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/HttpError.ts';
import { blankTile } from './blankTile.ts';

const MAX_ZOOM = 22;
const tileParams = z.object({ z: z.string(), x: z.string(), y: z.string() });

/** `GET /api/tiles/{z}/{x}/{y}.png`: the local tile source of the demo page and the tests (no token needed). */
export async function tileRoutes(app: FastifyInstance) {
  const tiles = [blankTile(0), blankTile(1)] as const;
  app.get(
    '/api/tiles/:z/:x/:y',
    { config: { public: true }, schema: { hide: true, params: tileParams } },
    async (request, reply) => {
      const { z: zs, x: xs, y: ys } = request.params as z.infer<typeof tileParams>;
      const match = /^(\d+)\.png$/.exec(ys);
      const [zoom, x, y] = [Number(zs), Number(xs), Number(match?.[1])];
      const valid = match && /^\d+$/.test(zs) && /^\d+$/.test(xs) && zoom <= MAX_ZOOM;
      if (!valid || x >= 2 ** zoom || y >= 2 ** zoom) throw notFound();
      return reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .send(tiles[(x + y) % 2]);
    },
  );
}
