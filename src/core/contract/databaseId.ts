import { z } from 'zod';

/** PostgreSQL's integer maximum: a larger id cannot name a row, and reaching SQL it fails the query. */
export const INT4_MAX = 2_147_483_647;

/** Whether `value` can be the id of a row (a positive database integer). */
export const isDatabaseId = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= INT4_MAX;

/** A row id in a path or query string (`companies/:id/`, `?distributor=`): refused as bad input past the range. */
export const databaseIdParam = z.coerce.number().int().positive().max(INT4_MAX);
