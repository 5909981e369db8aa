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
