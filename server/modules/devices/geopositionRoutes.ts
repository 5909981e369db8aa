import { sql } from 'drizzle-orm';
import type {} from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GEOPOSITION_COLUMNS, geopositionUpdate } from '../../../src/core/contract/devices.ts';
import type { AppContext } from '../../AppContext.ts';
import { requirePermission } from '../../auth/tenancy.ts';
import { installations } from '../../db/deviceSchema.ts';
import { exportEncoder } from '../../http/exports/exportEncoder.ts';
import { sendExport } from '../../http/exports/sendExport.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { readGeopositionFile } from './readGeopositionFile.ts';
import { validateGeopositions } from './validateGeopositions.ts';

const CHUNK = 1_000;

/** The geoposition template and the upload that places meters on the map, all rows or none. */
export function geopositionRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;

    r.get('/api/get-template/', { schema: { tags: ['devices'] } }, async (request, reply) => {
      requirePermission(request.caller, 'view_communicationdevice');
      return sendExport(reply, exportEncoder('csv', GEOPOSITION_COLUMNS), [], 'geopositions-template.csv');
    });

    r.post(
      '/api/update-geopositions/',
      { schema: { tags: ['devices'], consumes: ['multipart/form-data'], response: { 200: geopositionUpdate } } },
      async (request) => {
        requirePermission(request.caller, 'add_communicationdevice');
        if (!request.isMultipart()) throw fieldError('file', msg('noFile'));
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw fieldError('file', msg('noFile'));
        const data = await file.toBuffer();
        const updates = await validateGeopositions(db, request.caller, await readGeopositionFile(data, file.filename));
        await db.transaction(async (tx) => {
          for (let i = 0; i < updates.length; i += CHUNK) {
            const values = sql.join(
              updates
                .slice(i, i + CHUNK)
                .map((u) => sql`(${u.id}::int, ${u.latitude}::float8, ${u.longitude}::float8)`),
              sql`, `,
            );
            await tx.execute(sql`
            UPDATE ${installations} AS i SET latitude = v.lat, longitude = v.lng
            FROM (VALUES ${values}) AS v(id, lat, lng) WHERE i.id = v.id`);
          }
        });
        return { updated: updates.length };
      },
    );
  };
}
