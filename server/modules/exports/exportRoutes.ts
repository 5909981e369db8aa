import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AFM_EXPORT_COLUMNS,
  READOUT_EXPORT_COLUMNS,
  READOUT_EXPORT_FORMATS,
  afmExportQuery,
  readoutExportQuery,
  type ReadoutExportFormat,
} from '../../../src/core/contract/readouts.ts';
import { AFM_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import type { AppContext } from '../../AppContext.ts';
import type { Caller } from '../../auth/Caller.ts';
import { companyScope } from '../../auth/tenancy.ts';
import { installations } from '../../db/deviceSchema.ts';
import { fieldError, fieldErrors, msg, notFound, permissionDenied, type Msg } from '../../http/HttpError.ts';
import { parseDateTime, upperBound } from '../reports/parseDateTime.ts';
import { exportEncoder } from './exportEncoders.ts';
import { readoutBatches } from './readoutBatches.ts';
import { compactStamp, streamExport } from './streamExport.ts';

type Format = { Params: { format?: string } };

/** Format suffix beats ?format= (default json); an unknown format is 404 as with DRF's format suffixes. */
function formatOf(request: FastifyRequest<Format & { Querystring: { format?: string } }>): ReadoutExportFormat {
  const format = request.params.format ?? request.query.format ?? 'json';
  if (!(READOUT_EXPORT_FORMATS as readonly string[]).includes(format)) throw notFound();
  return format as ReadoutExportFormat;
}

function requireReadoutAccess(caller: Caller): void {
  if (!caller.can('view_report') && !caller.can('view_meter')) throw permissionDenied();
}

/** Optional date fields, parsed; every bad one is reported at once. */
function parseDates<K extends string>(fields: Partial<Record<K, string>>) {
  const errors: Record<string, Msg[]> = {};
  const parsed = {} as Partial<Record<K, ReturnType<typeof parseDateTime>>>;
  for (const [field, value] of Object.entries(fields) as Array<[K, string | undefined]>) {
    if (value === undefined || value.trim() === '') continue;
    parsed[field] = parseDateTime(value);
    if (!parsed[field]) errors[field] = [msg('invalidDateTime')];
  }
  return { parsed, errors };
}

/** Readout exports, streamed: `v1/readouts.{fmt}` for one meter and `reports/exports/afm.{fmt}`. */
export function exportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;
    const visibleMeter = async (caller: Caller, serial: string) => {
      const [row] = await db
        .select({ id: installations.id, serialNumber: installations.serialNumber, meterType: installations.meterType })
        .from(installations)
        .where(and(eq(installations.serialNumber, serial), companyScope(caller, installations.companyId)))
        .limit(1);
      return row;
    };

    const readoutsHandler = async (
      request: FastifyRequest<Format & { Querystring: z.infer<typeof readoutExportQuery> }>,
      reply: FastifyReply,
    ) => {
      requireReadoutAccess(request.caller);
      const format = formatOf(request);
      const serial = request.query.serial?.trim();
      const { parsed, errors } = parseDates({
        datetime_after: request.query.datetime_after,
        datetime_before: request.query.datetime_before,
      });
      if (!serial) errors.serial = [msg(serial === undefined ? 'required' : 'blank')];
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      const after = parsed.datetime_after?.date;
      const before = parsed.datetime_before ? upperBound(parsed.datetime_before) : undefined;
      if (after && before && before <= after)
        throw fieldError('datetime_before', msg('dateOrder', { field: 'datetime_after' }));
      const meter = await visibleMeter(request.caller, serial!);
      if (!meter) throw notFound();
      const name = `readouts_${meter.serialNumber}_${after ? compactStamp(after) : 'start'}_${before ? compactStamp(before) : 'now'}.${format}`;
      const batches = readoutBatches(db, [meter], { after, before });
      return streamExport(reply, exportEncoder(format, READOUT_EXPORT_COLUMNS), batches, name);
    };

    const afmHandler = async (
      request: FastifyRequest<Format & { Querystring: z.infer<typeof afmExportQuery> }>,
      reply: FastifyReply,
    ) => {
      requireReadoutAccess(request.caller);
      const format = formatOf(request);
      const serial = request.query.serial_number?.trim() || undefined;
      const { parsed, errors } = parseDates({ date_after: request.query.date_after });
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      const after = parsed.date_after?.date;
      let meters: Array<{ id: number; serialNumber: string }>;
      if (serial) {
        const meter = await visibleMeter(request.caller, serial);
        if (!meter) throw notFound();
        if (meter.meterType !== AFM_METER_TYPE) throw fieldError('serial_number', msg('notAfmMeter', { serial }));
        meters = [meter];
      } else {
        meters = await db
          .select({ id: installations.id, serialNumber: installations.serialNumber })
          .from(installations)
          .where(
            and(eq(installations.meterType, AFM_METER_TYPE), companyScope(request.caller, installations.companyId)),
          )
          .orderBy(asc(installations.serialNumber));
      }
      const name = `afm_${serial ?? 'all'}_${after ? compactStamp(after) : 'start'}.${format}`;
      return streamExport(
        reply,
        exportEncoder(format, AFM_EXPORT_COLUMNS),
        readoutBatches(db, meters, { after }),
        name,
      );
    };

    for (const url of ['/api/v1/readouts/', '/api/v1/readouts.:format/'])
      r.get(url, { schema: { tags: ['readouts'], querystring: readoutExportQuery } }, readoutsHandler);
    for (const url of ['/api/reports/exports/afm/', '/api/reports/exports/afm.:format/'])
      r.get(url, { schema: { tags: ['readouts'], querystring: afmExportQuery } }, afmHandler);
  };
}
