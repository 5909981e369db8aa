import { z } from 'zod';

/** DRF error bodies: `{"detail": "...", "code"?: "..."}` or field errors `{"field": ["message"]}`. */
export const detailError = z.object({ detail: z.string(), code: z.string().optional() });
export type DetailError = z.infer<typeof detailError>;

export type FieldErrors = Record<string, string[]>;
export const fieldErrors = z.record(z.string(), z.array(z.string()));

export const taskStarted = z.object({ task_id: z.string() });
export type TaskStarted = z.infer<typeof taskStarted>;

// a task that works item by item may say how far it has come (readout generation and imports do)
const taskPending = z.object({
  status: z.literal('pending'),
  progress: z.object({ done: z.number().int(), total: z.number().int() }).optional(),
});
const taskFailed = z.object({ status: z.literal('failed'), detail: z.string() });

export const taskResult = z.union([
  taskPending,
  z.object({ status: z.literal('completed'), report: z.record(z.string(), z.unknown()) }),
  taskFailed,
]);

/** The result of a kind of task whose completed report has the shape `report`. */
export const taskResultOf = <R extends z.ZodType>(report: R) =>
  z.discriminatedUnion('status', [taskPending, z.object({ status: z.literal('completed'), report }), taskFailed]);
export type TaskResult = z.infer<typeof taskResult>;
