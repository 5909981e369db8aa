import { z } from 'zod';

/** GET health/ while the database answers; a 503 `{status, detail}` otherwise. */
export const health = z.object({ status: z.string(), database: z.string() });
