import { z } from 'zod';
import { taskResultOf } from './errors.ts';
import { readingValues } from './readingValues.ts';

export { taskResultQuery, taskStarted } from './tasks.ts';

export { READOUT_EXPORT_FORMATS, type ReadoutExportFormat } from '../domain/exportFormats.ts';

/**
 * One row of `v1/readouts.{fmt}` and `reports/exports/afm.{fmt}`. Flat in every format (alert states
 * joined by ';') so a CSV header is known before the first row and the export can stream.
 */
export const readoutExportRow = z.object({
  serial_number: z.string(),
  ts: z.string(),
  ...readingValues.shape,
  alerts: z.string(),
  /** where the reading came from (READING_SOURCES) */
  source: z.string(),
  /** how far it can be trusted (READING_QUALITIES); a rejected reading is kept but no chart shows it */
  quality: z.string(),
});
export type ReadoutExportRow = z.infer<typeof readoutExportRow>;
export const READOUT_EXPORT_COLUMNS = Object.keys(readoutExportRow.shape) as Array<keyof ReadoutExportRow>;

/** The AFM export leaves out the LoRa-only columns. */
export const AFM_EXPORT_COLUMNS = READOUT_EXPORT_COLUMNS.filter(
  (column) => !['battery_lifetime', 'spreading_factor'].includes(column),
);

/** The format suffix of an export path; the bare path (`v1/readouts/`) has none and reads `?format=`. */
export const exportFormatParams = z.object({ format: z.string().optional() });

/** `v1/readouts.{fmt}`: one meter by serial; datetimes ISO 8601, range [datetime_after, datetime_before). */
export const readoutExportQuery = z.object({
  serial: z.string().optional(),
  datetime_after: z.string().optional(),
  datetime_before: z.string().optional(),
  format: z.string().optional(),
  /** one row per bucket of this report granularity (the bucket's last reading), as the chart shows it */
  granularity: z.string().optional(),
  /** the time zone of day and longer buckets (IANA name, default UTC) */
  tz: z.string().optional(),
});

/** `reports/exports/afm.{fmt}`: one AFM meter, or every AFM meter of the caller's companies, from date_after on. */
export const afmExportQuery = z.object({
  serial_number: z.string().optional(),
  date_after: z.string().optional(),
  format: z.string().optional(),
});

/** `POST generate-readouts/`: simulated readouts for chosen meters (uuids or serial numbers) and period. */
export const generateReadoutsRequest = z.object({
  installations: z.array(z.string()).optional(),
  serials: z.array(z.string()).optional(),
  date_from: z.string().optional(),
  date_to: z.string().optional(),
});
export type GenerateReadoutsRequest = z.infer<typeof generateReadoutsRequest>;

export const generateReadoutsReport = z.object({
  meters: z.number().int(),
  readouts_written: z.number().int(),
  from: z.string(),
  to: z.string(),
  alerts: z.number().int(),
});
export type GenerateReadoutsReport = z.infer<typeof generateReadoutsReport>;

export const generateReadoutsResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('pending'),
    progress: z.object({ done: z.number().int(), total: z.number().int() }).optional(),
  }),
  z.object({ status: z.literal('completed'), report: generateReadoutsReport }),
  z.object({ status: z.literal('failed'), detail: z.string() }),
]);
export type GenerateReadoutsResult = z.infer<typeof generateReadoutsResult>;

/** `POST readouts/import/`: a reading the meter already has at that instant is kept (default) or replaced. */
export const READOUT_IMPORT_CONFLICTS = ['keep', 'replace'] as const;
export const readoutImportQuery = z.object({ on_conflict: z.enum(READOUT_IMPORT_CONFLICTS).optional() });

/** What an import wrote: every row of the file is one of written (new), kept or replaced. */
export const readoutImportCounts = z.object({
  rows: z.number().int(),
  written: z.number().int(),
  kept: z.number().int(),
  replaced: z.number().int(),
  meters: z.number().int(),
});
export type ReadoutImportCounts = z.infer<typeof readoutImportCounts>;

/**
 * The answer of an import: its counts when the file was written during the request, or the task that writes
 * a large file (`GET tasks/{id}/`, whose report holds the same counts).
 */
export const readoutImportResult = z.discriminatedUnion('status', [
  readoutImportCounts.extend({ status: z.literal('completed') }),
  z.object({ status: z.literal('pending'), task_id: z.string(), rows: z.number().int() }),
]);
export type ReadoutImportResult = z.infer<typeof readoutImportResult>;

/** `GET readouts/import/result/?task_id=`: the task that writes a large import file. */
export const readoutImportTaskResult = taskResultOf(readoutImportCounts);
export type ReadoutImportTaskResult = z.infer<typeof readoutImportTaskResult>;
