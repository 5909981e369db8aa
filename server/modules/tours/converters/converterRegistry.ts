import { asc, eq } from 'drizzle-orm';
import type { Converter } from '../../../../src/core/contract/tours.ts';
import type { Db } from '../../../db/createDatabase.ts';
import { tourConverters } from '../../../db/tourSchema.ts';
import { fieldError, msg } from '../../../http/HttpError.ts';
import { BUILTIN_CONVERTERS } from './builtinConverters.ts';
import { checkMapping } from './checkMapping.ts';

/** The shipped converters, then the ones staff saved; converters belong to no company. */
export function converterRegistry(db: Db) {
  return {
    async list(): Promise<Converter[]> {
      const saved = await db.select().from(tourConverters).orderBy(asc(tourConverters.name));
      return [...BUILTIN_CONVERTERS, ...saved.map((row) => ({ ...row.definition, builtin: false }))];
    },

    /** by name; an unknown name is a field error on `converter` */
    async find(name: string): Promise<Converter> {
      const builtin = BUILTIN_CONVERTERS.find((c) => c.name === name);
      if (builtin) return builtin;
      const [row] = await db.select().from(tourConverters).where(eq(tourConverters.name, name)).limit(1);
      if (!row) throw fieldError('converter', msg('invalidChoice', { input: name.slice(0, 80) }));
      return { ...row.definition, builtin: false };
    },

    async create(definition: Omit<Converter, 'builtin'>, userId: string): Promise<Converter> {
      checkMapping(definition);
      if (BUILTIN_CONVERTERS.some((c) => c.name === definition.name)) throw fieldError('name', msg('converterExists'));
      const rows = await db
        .insert(tourConverters)
        .values({ name: definition.name, definition, createdById: userId })
        .onConflictDoNothing()
        .returning();
      if (rows.length === 0) throw fieldError('name', msg('converterExists'));
      return { ...definition, builtin: false };
    },
  };
}
