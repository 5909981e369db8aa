import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { KeyListQuery } from '../../../src/core/contract/keys.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { orderingOf, sortsBy } from '../../data/orderingOf.ts';
import { pageWhere } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { commModuleKeys } from '../../db/keySchema.ts';
import { companies } from '../../db/schema.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import type { KeyRow } from './keyBody.ts';
import { keyFilters } from './keyFilters.ts';

const k = commModuleKeys;
const ORDERING: Record<string, SQL[]> = {
  ...sortsBy('module_serial', k.moduleSerial),
  ...sortsBy('meter_serial', k.meterSerial, 'empty first'),
  ...sortsBy('order', k.orderNumber, 'empty first'),
  ...sortsBy('created_at', k.createdAt),
};

export interface KeyWithCompany {
  key: KeyRow;
  companyName: string;
}

/** Communication-module keys as one caller may see them: every finder applies the caller's company scope. */
export function keyRepository(db: Db, scope: CompanyScope) {
  const withCompany = () =>
    db
      .select({ key: getTableColumns(k), companyName: companies.name })
      .from(k)
      .innerJoin(companies, eq(companies.id, k.companyId));
  return {
    /** `choices`: the condition of `?for=` (`keyChoices`), if any */
    async page(q: KeyListQuery, window: PageWindow, choices?: SQL): Promise<{ rows: KeyWithCompany[]; total: number }> {
      const where = and(keyFilters(scope, q), choices);
      const order = [...orderingOf(ORDERING, q.ordering, 'module_serial'), asc(k.commModUuid)];
      return pageWhere(db, withCompany(), k, where, order, window);
    },

    /** a key of the caller's companies, deleted or not; any other is a 404 */
    async find(commModUuid: string): Promise<KeyWithCompany> {
      const [row] = await withCompany()
        .where(and(eq(k.commModUuid, commModUuid), scope.where(k.companyId)))
        .limit(1);
      if (!row) throw notFound();
      return row;
    },

    /** the ids (and owners) an export of `q` sends, in the list's order */
    async exportIds(q: KeyListQuery): Promise<Array<{ id: string; companyId: number }>> {
      const order = [...orderingOf(ORDERING, q.ordering, 'module_serial'), asc(k.commModUuid)];
      return db
        .select({ id: k.commModUuid, companyId: k.companyId })
        .from(k)
        .where(keyFilters(scope, q))
        .orderBy(...order);
    },

    /** the rows of ids already chosen through the scope (by `exportIds`) */
    async byIds(ids: string[]): Promise<KeyWithCompany[]> {
      if (ids.length === 0) return [];
      // one array parameter: thousands of separate parameters cost more to bind and plan than the rows to read
      return withCompany().where(sql`${k.commModUuid} = any(${`{${ids.join(',')}}`}::uuid[])`);
    },

    /** soft delete or restore; the meter's copy of the flag follows */
    async setDeleted(row: KeyRow, isDeleted: boolean): Promise<KeyRow> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(k)
          .set({ isDeleted, deletedAt: isDeleted ? new Date() : null })
          .where(eq(k.commModUuid, row.commModUuid))
          .returning();
        await tx
          .update(installations)
          .set({ keyIsDeleted: isDeleted })
          .where(eq(installations.commModUuid, row.commModUuid));
        return updated;
      });
    },
  };
}
