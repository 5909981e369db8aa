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
