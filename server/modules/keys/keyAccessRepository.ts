import { and, desc } from 'drizzle-orm';
import type { CompanyScope } from '../../data/companyScope.ts';
import { countOf, pageRows } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { keyAccessLog } from '../../db/keySchema.ts';
import { companyIdFilter } from '../../http/filterValues.ts';
import type { PageWindow } from '../../http/paginate.ts';

/** The key access log of the caller's companies, newest first. */
export function keyAccessRepository(db: Db, scope: CompanyScope) {
  return {
    async page(q: { company?: string }, window: PageWindow) {
      const where = and(
        scope.where(keyAccessLog.companyId),
        q.company ? companyIdFilter(keyAccessLog.companyId, q.company) : undefined,
      );
      const query = db
        .select()
        .from(keyAccessLog)
        .where(where)
        .orderBy(desc(keyAccessLog.createdAt), desc(keyAccessLog.id));
      return pageRows(db, query, window, countOf(keyAccessLog, where));
    },
  };
}
