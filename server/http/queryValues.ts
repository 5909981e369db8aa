import type { z } from 'zod';
import { innerSchema, schemaAt } from './zodSchemaAt.ts';

/**
 * A parsed query string as Django's QueryDict hands it to a view: a parameter given more than once
 * keeps its last value, unless the route's schema declares it a list (`z.array`), which then always
 * gets every value, even a single one.
 */
export function queryValues(schema: z.core.$ZodType, query: unknown): unknown {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return query;
  const isList = (key: string) => {
    const field = innerSchema(schema)._zod.def.type === 'object' ? schemaAt(schema, [key]) : undefined;
    return field?._zod.def.type === 'array';
  };
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => {
      if (isList(key)) return [key, Array.isArray(value) ? value : [value]];
      return [key, Array.isArray(value) ? value.at(-1) : value];
    }),
  );
}
