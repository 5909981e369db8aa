import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { OrderListQuery } from '../../../src/core/contract/orders.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { orderingOf, sortsBy } from '../../data/orderingOf.ts';
import { pageWhere } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { commModuleKeys, orders } from '../../db/keySchema.ts';
import { companies } from '../../db/schema.ts';
import { notFound } from '../../http/HttpError.ts';
import { companyIdFilter, containsAny } from '../../http/filterValues.ts';
import type { PageWindow } from '../../http/paginate.ts';

const o = orders;
const ORDERING: Record<string, SQL[]> = {
  ...sortsBy('order_date', o.orderDate),
  ...sortsBy('delivery_order_number', o.deliveryOrderNumber),
  ...sortsBy('client_order_number', o.clientOrderNumber),
  ...sortsBy('company', companies.name),
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
        conditions.push(
          containsAny(q.search, [
            o.deliveryOrderNumber,
            o.clientOrderNumber,
            o.deliveryNoteNumber,
            o.salesRepresentative,
          ]),
        );
      }
      const where = and(...conditions);
      const order = [...orderingOf(ORDERING, q.ordering, '-order_date'), asc(o.deliveryOrderNumber)];
      return pageWhere(db, withCompany(), o, where, order, window);
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
