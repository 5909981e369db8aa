import {
  AFM_EXPORT_COLUMNS,
  READOUT_EXPORT_COLUMNS,
  READOUT_EXPORT_FORMATS,
  type ReadoutExportFormat,
} from '../../../src/core/contract/readouts.ts';
import { exportEndpoints as endpoints } from '../../../src/core/contract/exportEndpoints.ts';
import { isGranularity, type Granularity } from '../../../src/core/domain/granularity.ts';
import { AFM_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../AppContext.ts';
import type { Db } from '../../db/createDatabase.ts';
import type { Caller } from '../../auth/Caller.ts';
import { fieldError, fieldErrors, msg, notFound, permissionDenied, type Msg } from '../../http/HttpError.ts';
import { exportEncoder } from '../../http/exports/exportEncoder.ts';
import { streamTextExport } from '../../http/exports/streamExport.ts';
import { mounter } from '../../http/mounter.ts';
import { isTimeZone, parseDateTime, upperBound } from '../../domain/parseDateTime.ts';
import { exportMeterRepository } from './exportMeterRepository.ts';
import type { ExportMeter } from './readoutBatches.ts';
import { readoutDocument } from './readoutLineSql.ts';
import { readoutTextBatches, type ExportRange } from './readoutTextBatches.ts';
import { compactStamp, safeFileName } from './readoutFileName.ts';

/** Format suffix beats ?format= (default json); an unknown format is 404 as with DRF's format suffixes. */
function formatOf(params: { format?: string }, query: { format?: string }): ReadoutExportFormat {
  const format = params.format ?? query.format ?? 'json';
  if (!(READOUT_EXPORT_FORMATS as readonly string[]).includes(format)) throw notFound();
  return format as ReadoutExportFormat;
}

function requireReadoutAccess(caller: Caller): void {
  if (!caller.can('view_report') && !caller.can('view_meter')) throw permissionDenied();
}

/** Optional date fields, parsed; every bad one is reported at once. */
function parseDates<K extends string>(fields: Partial<Record<K, string>>) {
  const given = (Object.entries(fields) as Array<[K, string | undefined]>).flatMap(([field, value]) =>
    value === undefined || value.trim() === '' ? [] : [[field, parseDateTime(value)] as const],
  );
  const parsed = Object.fromEntries(given) as Partial<Record<K, ReturnType<typeof parseDateTime>>>;
  const errors: Record<string, Msg[]> = Object.fromEntries(
    given.filter(([, date]) => !date).map(([field]) => [field, [msg('invalidDateTime')]]),
  );
  return { parsed, errors };
}

/** `granularity` (and `tz`, default UTC): one reading per bucket, the last, as a report of that granularity shows. */
function granularityOf(query: { granularity?: string; tz?: string }): ExportRange['lastPer'] {
  const granularity = query.granularity?.trim();
  if (!granularity) return undefined;
  const tz = query.tz?.trim() || 'UTC';
  const errors: Record<string, Msg[]> = {};
  if (!isGranularity(granularity)) errors.granularity = [msg('invalidChoice', { input: granularity })];
  if (!isTimeZone(tz)) errors.tz = [msg('invalidTimeZone', { input: tz })];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { granularity: granularity as Granularity, tz };
}

/** The readouts of `meters` as a download, written by the database as text and streamed. */
function streamReadouts(
  reply: FastifyReply,
  db: Db,
  meters: ExportMeter[],
  range: ExportRange,
  format: ReadoutExportFormat,
  columns: typeof READOUT_EXPORT_COLUMNS,
  fileName: string,
) {
  const document = readoutDocument(format, columns);
  const chunks = readoutTextBatches(db, meters, range, document);
  const { contentType } = exportEncoder(format, columns);
  return streamTextExport(reply, contentType, { head: document.head, chunks, tail: document.tail }, fileName);
}

/** Readout exports, streamed: `v1/readouts.{fmt}` for one meter and `reports/exports/afm.{fmt}`. */
export const exportRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.readouts, async ({ params, query, caller, scope, reply }) => {
    requireReadoutAccess(caller);
    const format = formatOf(params, query);
    const serial = query.serial?.trim();
    const { parsed, errors } = parseDates({
      datetime_after: query.datetime_after,
      datetime_before: query.datetime_before,
    });
    if (!serial) errors.serial = [msg(serial === undefined ? 'required' : 'blank')];
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const after = parsed.datetime_after?.date;
    const before = parsed.datetime_before ? upperBound(parsed.datetime_before) : undefined;
    if (after && before && before <= after)
      throw fieldError('datetime_before', msg('dateOrder', { field: 'datetime_after' }));
    const lastPer = granularityOf(query);
    const meter = await exportMeterRepository(db, scope).bySerial(serial!);
    const name = `readouts_${meter.serialNumber}_${after ? compactStamp(after) : 'start'}_${before ? compactStamp(before) : 'now'}.${format}`;
    const range = { after, before, lastPer };
    return streamReadouts(reply, db, [meter], range, format, READOUT_EXPORT_COLUMNS, safeFileName(name));
  });

  await mount(endpoints.afm, async ({ params, query, caller, scope, reply }) => {
    requireReadoutAccess(caller);
    const format = formatOf(params, query);
    const serial = query.serial_number?.trim() || undefined;
    const { parsed, errors } = parseDates({ date_after: query.date_after });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const after = parsed.date_after?.date;
    const repository = exportMeterRepository(db, scope);
    let meters: Array<{ id: number; serialNumber: string }>;
    if (serial) {
      const meter = await repository.bySerial(serial);
      if (meter.meterType !== AFM_METER_TYPE) throw fieldError('serial_number', msg('notAfmMeter', { serial }));
      meters = [meter];
    } else {
      meters = await repository.afmMeters();
    }
    const name = `afm_${serial ?? 'all'}_${after ? compactStamp(after) : 'start'}.${format}`;
    return streamReadouts(reply, db, meters, { after }, format, AFM_EXPORT_COLUMNS, safeFileName(name));
  });
});
