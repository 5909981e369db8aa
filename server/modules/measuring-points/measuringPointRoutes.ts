import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  measuringPoint,
  measuringPointCreate,
  measuringPointListQuery,
  measuringPointMap,
  measuringPointMapQuery,
  measuringPointPatch,
} from '../../../src/core/contract/measuringPoints.ts';
import { paginated } from '../../../src/core/contract/pagination.ts';
import type { AppContext } from '../../AppContext.ts';
import type { Caller } from '../../auth/Caller.ts';
import { companyScope, requirePermission } from '../../auth/tenancy.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { measuringPoints } from '../../db/measuringPointSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { mapRowsJson } from './mapRows.ts';
import { measuringPointFilters } from './measuringPointFilters.ts';
import { measuringPointBody, selectMeasuringPoints } from './measuringPointRows.ts';
import { createMeasuringPoint, updateMeasuringPoint } from './saveMeasuringPoint.ts';
import { tileRoutes } from './tileRoutes.ts';

const gzipAsync = promisify(gzip);
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['measuring points'];
const mp = measuringPoints;
const ORDERING: Record<string, SQL[]> = {
  name: [asc(mp.name)],
  '-name': [desc(mp.name)],
  measuring_point_id: [asc(mp.measuringPointId)],
  '-measuring_point_id': [desc(mp.measuringPointId)],
  customer_measuring_point_id: [asc(mp.customerMeasuringPointId)],
  '-customer_measuring_point_id': [desc(mp.customerMeasuringPointId)],
  meter_serial: [sql`${installations.serialNumber} ASC NULLS LAST`],
  '-meter_serial': [sql`${installations.serialNumber} DESC NULLS LAST`],
  created_at: [asc(mp.createdAt)],
  '-created_at': [desc(mp.createdAt)],
};

async function findVisiblePoint(db: Db, caller: Caller, id: number) {
  const [row] = await selectMeasuringPoints(db)
    .where(and(eq(mp.id, id), companyScope(caller, mp.companyId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Measuring points (spec section 7): list, map projection, one point, create and edit; plus the local tiles. */
export function measuringPointRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;
    await app.register(tileRoutes);

    r.get(
      '/api/measuring_points/',
      {
        schema: {
          tags,
          querystring: measuringPointListQuery,
          response: { 200: z.union([paginated(measuringPoint), z.array(measuringPoint)]) },
        },
      },
      async (request) => {
        requirePermission(request.caller, 'view_measuringpoint');
        const window = pageWindow(request.query);
        const where = measuringPointFilters(db, request.caller, request.query);
        const order = [...(ORDERING[request.query.ordering ?? ''] ?? ORDERING.name), asc(mp.id)];
        const query = selectMeasuringPoints(db)
          .where(where)
          .orderBy(...order);
        const rows = window.limit === null ? await query : await query.limit(window.limit).offset(window.offset);
        const total =
          window.limit === null
            ? rows.length
            : (
                await db
                  .select({ n: count() })
                  .from(mp)
                  .leftJoin(installations, eq(installations.measuringPointId, mp.id))
                  .where(where)
              )[0].n;
        return pageBody(request, window, total, rows.map(measuringPointBody));
      },
    );

    r.get(
      '/api/measuring_points/map/',
      { schema: { tags, querystring: measuringPointMapQuery, response: { 200: measuringPointMap } } },
      async (request, reply) => {
        requirePermission(request.caller, 'view_measuringpoint');
        const json = await mapRowsJson(db, measuringPointFilters(db, request.caller, request.query));
        // Text and bytes skip the response serializer (the rows are JSON already); large answers go out gzipped.
        const raw = (reply as unknown as FastifyReply)
          .type('application/json; charset=utf-8')
          .header('Vary', 'Accept-Encoding');
        if (json.length < 64 * 1024 || !/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
          return raw.send(json);
        return raw.header('Content-Encoding', 'gzip').send(await gzipAsync(json, { level: 1 }));
      },
    );

    r.get(
      '/api/measuring_points/:id/',
      { schema: { tags, params: idParams, response: { 200: measuringPoint } } },
      async (request) => {
        requirePermission(request.caller, 'view_measuringpoint');
        return measuringPointBody(await findVisiblePoint(db, request.caller, request.params.id));
      },
    );

    r.post(
      '/api/measuring_points/',
      { schema: { tags, body: measuringPointCreate, response: { 201: measuringPoint } } },
      async (request, reply) => {
        requirePermission(request.caller, 'add_measuringpoint');
        const id = await createMeasuringPoint(db, request.caller, request.body);
        return reply.code(201).send(measuringPointBody(await findVisiblePoint(db, request.caller, id)));
      },
    );

    r.patch(
      '/api/measuring_points/:id/',
      { schema: { tags, params: idParams, body: measuringPointPatch, response: { 200: measuringPoint } } },
      async (request) => {
        const { caller } = request;
        requirePermission(caller, 'change_measuringpoint');
        const current = await findVisiblePoint(db, caller, request.params.id);
        await updateMeasuringPoint(db, caller, current.point, request.body);
        return measuringPointBody(await findVisiblePoint(db, caller, current.point.id));
      },
    );
  };
}
