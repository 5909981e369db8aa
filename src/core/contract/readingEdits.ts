import { z } from 'zod';
import { ESTIMATION_METHODS, READING_EDIT_ACTIONS, READING_QUALITIES } from '../domain/readingQuality.ts';

/**
 * `POST readouts/edits/`: correct one reading (`ts`, `volume_m3`), or reject or restore one reading (`ts`)
 * or every reading of a range [date_after, date_before) of at most a year. Dates are ISO 8601, checked by
 * the server itself to answer translated field errors. The original stays in the audit trail; `restore`
 * brings back the reading as first stored (measured, or estimated when it was an estimate).
 */
export const readingEditRequest = z.object({
  installation: z.uuid(),
  action: z.enum(READING_EDIT_ACTIONS),
  ts: z.string().optional(),
  date_after: z.string().optional(),
  date_before: z.string().optional(),
  /** the corrected register, m³ (correct only) */
  volume_m3: z.number().min(0).max(1e12).optional(),
  reason: z.string().trim().min(1).max(500),
});
export type ReadingEditRequest = z.infer<typeof readingEditRequest>;

export const readingEditResult = z.object({ changed: z.number().int() });
export type ReadingEditResult = z.infer<typeof readingEditResult>;

/** `POST readouts/estimate/`: fill the missing 15-minute readings of a range (at most a year) between good ones. */
export const readingEstimateRequest = z.object({
  installation: z.uuid(),
  date_after: z.string(),
  date_before: z.string(),
  method: z.enum(ESTIMATION_METHODS),
  /** why the gap is filled, kept in the audit trail; default "Estimated" */
  reason: z.string().trim().min(1).max(500).optional(),
});
export type ReadingEstimateRequest = z.infer<typeof readingEstimateRequest>;

export const readingEstimateResult = z.object({ estimated: z.number().int() });
export type ReadingEstimateResult = z.infer<typeof readingEstimateResult>;

/** `GET readouts/edits/?installation=`: the audit trail of one meter (without it, of every meter the caller sees), newest first. */
export const readingEditListQuery = z.object({
  installation: z.string().optional(),
  limit: z.string().optional(),
  offset: z.string().optional(),
  no_page: z.string().optional(),
});

/**
 * One change of one reading: `original_*` the reading as first stored (null for an estimate, which had
 * none), `new_*` after the change; `by` the user's e-mail
 * (null once the user is deleted).
 */
export const readingEdit = z.object({
  id: z.number().int(),
  installation: z.string(),
  ts: z.string(),
  action: z.enum([...READING_EDIT_ACTIONS, 'estimate']),
  reason: z.string(),
  by: z.string().nullable(),
  at: z.string(),
  original_volume_m3: z.number().nullable(),
  original_quality: z.enum(READING_QUALITIES).nullable(),
  new_volume_m3: z.number().nullable(),
  new_quality: z.enum(READING_QUALITIES),
});
export type ReadingEdit = z.infer<typeof readingEdit>;
