import { and, asc, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { OrderListQuery } from '../../../src/core/contract/orders.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { orderingOf } from '../../data/orderingOf.ts';
import { countOf, pageRows } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { commModuleKeys, orders } from '../../db/keySchema.ts';
import { companies } from '../../db/schema.ts';
import { notFound } from '../../http/HttpError.ts';
import { companyIdFilter, containsPattern } from '../../http/filterValues.ts';
import type { PageWindow } from '../../http/paginate.ts';

const o = orders;
const ORDERING: Record<string, SQL[]> = {
  order_date: [asc(o.orderDate)],
  '-order_date': [desc(o.orderDate)],
  delivery_order_number: [asc(o.deliveryOrderNumber)],
  '-delivery_order_number': [desc(o.deliveryOrderNumber)],
  client_order_number: [asc(o.clientOrderNumber)],
  '-client_order_number': [desc(o.clientOrderNumber)],
  company: [asc(companies.name)],
  '-company': [desc(companies.name)],
};

/** Delivery orders as one caller may see them: every finder applies the caller's company scope. */
export function orderRepository(db: Db, scope: CompanyScope) {
  const moduleCount = sql<number>`(select count(*)::int from ${commModuleKeys} where ${commModuleKeys.orderNumber} = ${o.deliveryOrderNumber})`;
  const withCompany = () =>
    db
      .select({ order: getTableColumns(o), companyName: companies.name, moduleCount })
      .from(o)
      .innerJoin(companies, eq(companies.id, o.companyId));
  return {
    async page(q: OrderListQuery, window: PageWindow) {
      const conditions: Array<SQL | undefined> = [scope.where(o.companyId)];
      if (q.company) conditions.push(companyIdFilter(o.companyId, q.company));
      if (q.search) {
        const pattern = containsPattern(q.search);
        conditions.push(
          or(
            ilike(o.deliveryOrderNumber, pattern),
            ilike(o.clientOrderNumber, pattern),
            ilike(o.deliveryNoteNumber, pattern),
            ilike(o.salesRepresentative, pattern),
          ),
        );
      }
      const where = and(...conditions);
      const order = [...orderingOf(ORDERING, q.ordering, '-order_date'), asc(o.deliveryOrderNumber)];
      return pageRows(
        db,
        withCompany()
          .where(where)
          .orderBy(...order),
        window,
        countOf(o, where),
      );
    },

    /** an order of the caller's companies by its number; any other is a 404 */
    async find(deliveryOrderNumber: string) {
      const [row] = await withCompany()
        .where(and(eq(o.deliveryOrderNumber, deliveryOrderNumber), scope.where(o.companyId)))
        .limit(1);
      if (!row) throw notFound();
      return row;
    },

    /** the modules delivered with a visible order, wherever their keys are now (a transfer moves keys, not orders) */
    async modules(deliveryOrderNumber: string) {
      return db
        .select()
        .from(commModuleKeys)
        .where(eq(commModuleKeys.orderNumber, deliveryOrderNumber))
        .orderBy(asc(commModuleKeys.moduleSerial));
    },

    async company(companyId: number) {
      const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
      return row;
    },

    /** the provider, the seller named on sales-order documents */
    async provider() {
      const [row] = await db.select().from(companies).where(eq(companies.isProvider, true)).limit(1);
      return row ?? null;
    },
  };
}
