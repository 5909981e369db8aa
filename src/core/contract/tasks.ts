import { z } from 'zod';

export const TASK_STATUSES = ['pending', 'completed', 'failed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Async task of spec section 3, as the caller who started it sees it. */
export const task = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  report: z.record(z.string(), z.unknown()).nullable(),
  detail: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Task = z.infer<typeof task>;
export const tasks = z.array(task);
export const taskIdParams = z.object({ id: z.uuid() });

/** The kinds of task the server runs (`Task.kind`), each polled at its own result endpoint. */
export const TASK_KINDS = [
  'lora_registration',
  'generate_readouts',
  'create_demo',
  'import_readings',
  'validate_readings',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** `?task_id=` of a result endpoint; the server answers a missing one with a field error. */
export const taskResultQuery = z.object({ task_id: z.string().optional() });
export { taskResult, taskStarted, type TaskStarted } from './errors.ts';
