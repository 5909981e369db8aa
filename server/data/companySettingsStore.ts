import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/createDatabase.ts';
import { companies } from '../db/schema.ts';
import { notFound } from '../http/HttpError.ts';
import type { CompanyScope } from './companyScope.ts';

/** A table of one settings object per company: `company_id` (primary key), `rules` (jsonb), `updated_at`. */
export type CompanySettingsTable = PgTable & { companyId: AnyPgColumn; rules: AnyPgColumn; updatedAt: AnyPgColumn };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored settings over the defaults: a threshold the stored set lacks (a newer default) comes from the
 * defaults, and a map of the defaults (per meter type) keeps its entries the stored map does not name.
 */
export function overDefaults<T extends object>(defaults: Readonly<T>, stored: Partial<T>): T {
  const saved = stored as Record<string, unknown>;
  const maps = Object.entries(defaults).flatMap(([key, value]) => {
    const mine = saved[key];
    return isRecord(value) && isRecord(mine) ? [[key, { ...value, ...mine }]] : [];
  });
  return { ...defaults, ...stored, ...Object.fromEntries(maps) } as T;
}

/**
 * One settings object per company (leak rules, validation rules): read over its defaults, replaced whole.
 * `load` is unscoped, for work that already scoped the meters whose company it reads; `repository` checks
 * the caller's scope, so another company's settings, or those of a company that does not exist, are a 404.
 */
export function companySettingsStore<T extends object>(
  table: CompanySettingsTable,
  defaults: Readonly<T>,
  merge: (defaults: Readonly<T>, stored: Partial<T>) => T = overDefaults,
) {
  const load = async (db: Db, companyId: number | null): Promise<T> => {
    const [row] =
      companyId === null
        ? []
        : await db.select({ rules: table.rules }).from(table).where(eq(table.companyId, companyId));
    const stored: Partial<T> = row?.rules ?? {};
    return merge(defaults, stored);
  };

  const repository = (db: Db, scope: CompanyScope) => {
    const visibleCompany = async (companyId: number) => {
      scope.assertVisible(companyId);
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      if (!row) throw notFound();
    };
    return {
      async find(companyId: number): Promise<T> {
        await visibleCompany(companyId);
        return load(db, companyId);
      },

      /** replaces every setting; the settings as they now apply */
      async replace(companyId: number, settings: T): Promise<T> {
        await visibleCompany(companyId);
        await db
          .insert(table)
          .values({ companyId, rules: settings } as never)
          .onConflictDoUpdate({ target: table.companyId, set: { rules: settings, updatedAt: sql`now()` } });
        return load(db, companyId);
      },
    };
  };

  return { load, repository };
}
