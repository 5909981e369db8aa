import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { HandlerQuery } from '../../../src/core/contract/endpoint.ts';
import type { companyEndpoints } from '../../../src/core/contract/companyEndpoints.ts';
import { isDatabaseId } from '../../../src/core/contract/databaseId.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { companies, plans, subscriptions } from '../../db/schema.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { countWhere, pageRows } from '../../data/pageRows.ts';

const ORDERING: Record<string, SQL> = {
  name: asc(companies.name),
  '-name': desc(companies.name),
  customer_account: asc(companies.customerAccount),
  '-customer_account': desc(companies.customerAccount),
  created_at: asc(companies.createdAt),
  '-created_at': desc(companies.createdAt),
};

export type CompanyRow = typeof companies.$inferSelect;
type CompanyListQuery = HandlerQuery<typeof companyEndpoints.list>;

/** Companies as one caller may see them: every finder applies the caller's company scope. */
export function companyRepository(db: Db, scope: CompanyScope) {
  return {
    /** one page of the filtered list with the total, or every row when `window.limit` is null */
    async page(q: CompanyListQuery, window: PageWindow): Promise<{ rows: CompanyRow[]; total: number }> {
      const where = and(
        scope.where(companies.id),
        q.search
          ? or(ilike(companies.name, `%${q.search}%`), ilike(companies.customerAccount, `%${q.search}%`))
          : undefined,
        q.is_active ? eq(companies.isActive, q.is_active === 'true') : undefined,
        q.is_distributor ? eq(companies.isDistributor, q.is_distributor === 'true') : undefined,
        q.distributor ? eq(companies.distributorId, q.distributor) : undefined,
      );
      const query = db
        .select()
        .from(companies)
        .where(where)
        .orderBy(ORDERING[q.ordering ?? ''] ?? asc(companies.name), asc(companies.id));
      return pageRows(query, window, () => countWhere(db, companies, where));
    },

    /** a company of the caller's scope by id; any other is a 404, so ids leak nothing */
    async get(id: number): Promise<CompanyRow> {
      scope.assertVisible(id);
      const [row] = await db.select().from(companies).where(eq(companies.id, id));
      if (!row) throw notFound();
      return row;
    },

    /**
     * Whether a write may name this company (the `company` of a body): a database id in the caller's scope
     * that exists. Staff see every id, so for them the row is looked up; an id past the database integer
     * never reaches the query.
     */
    async usable(id: number): Promise<boolean> {
      if (!isDatabaseId(id) || !scope.canSee(id)) return false;
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
      return row !== undefined;
    },

    /** the subscriptions of a company of the caller's scope, with their plans, in the order they were made */
    async subscriptions(companyId: number) {
      scope.assertVisible(companyId);
      return db
        .select({ subscription: subscriptions, planName: plans.name, service: plans.service })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(eq(subscriptions.companyId, companyId))
        .orderBy(subscriptions.id);
    },
  };
}
