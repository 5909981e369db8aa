import { z } from 'zod';

/** DRF LimitOffsetPagination: `{count, next, previous, results}`; `no_page=true` returns a plain array. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** A list answer: one page, or with `no_page=true` the plain array. */
export function pageOrList<T extends z.ZodType>(item: T) {
  return z.union([paginated(item), z.array(item)]);
}

/** `:uuid` path parameters. */
export const uuidParams = z.object({ uuid: z.uuid() });

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const listQuery = z.object({
  limit: z.string().optional(),
  offset: z.string().optional(),
  no_page: z.string().optional(),
  search: z.string().optional(),
  ordering: z.string().optional(),
});
export type ListQuery = z.infer<typeof listQuery>;
