import { z } from 'zod';
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
