import { and, asc, desc, eq, getTableColumns, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../../auth/Caller.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { countOf, pageRows } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { commModuleKeys, transferKeys, transfers } from '../../db/keySchema.ts';
import { companies } from '../../db/schema.ts';
import { notFound } from '../../http/HttpError.ts';
import { companyIdFilter } from '../../http/filterValues.ts';
import type { PageWindow } from '../../http/paginate.ts';
import type { TransferWithNames } from './transferBody.ts';

const t = transfers;
const fromCompany = alias(companies, 'from_company');
const toCompany = alias(companies, 'to_company');

/** Transfers as one caller may see them: those from or to one of the caller's companies. */
export function transferRepository(db: Db, scope: CompanyScope) {
  const visible = or(scope.where(t.fromCompanyId), scope.where(t.toCompanyId));
  const withNames = () =>
    db
      .select({ transfer: getTableColumns(t), fromName: fromCompany.name, toName: toCompany.name })
      .from(t)
      .innerJoin(fromCompany, eq(fromCompany.id, t.fromCompanyId))
      .innerJoin(toCompany, eq(toCompany.id, t.toCompanyId));
  return {
    async page(q: { company?: string }, window: PageWindow): Promise<{ rows: TransferWithNames[]; total: number }> {
      const conditions: Array<SQL | undefined> = [visible];
      if (q.company)
        conditions.push(or(companyIdFilter(t.fromCompanyId, q.company), companyIdFilter(t.toCompanyId, q.company)));
      const where = and(...conditions);
      const query = withNames().where(where).orderBy(desc(t.createdAt), desc(t.id));
      return pageRows(db, query, window, countOf(t, where));
    },

    async find(id: number): Promise<TransferWithNames> {
      const [row] = await withNames()
        .where(and(eq(t.id, id), visible))
        .limit(1);
      if (!row) throw notFound();
      return row;
    },

    async keysOf(id: number) {
      return db
        .select({
          comm_mod_uuid: commModuleKeys.commModUuid,
          module_serial: commModuleKeys.moduleSerial,
          module_type: commModuleKeys.moduleType,
          meter_serial: commModuleKeys.meterSerial,
        })
        .from(transferKeys)
        .innerJoin(commModuleKeys, eq(commModuleKeys.commModUuid, transferKeys.commModUuid))
        .where(eq(transferKeys.transferId, id))
        .orderBy(asc(commModuleKeys.moduleSerial));
    },
  };
}

/**
 * The companies a caller may transfer keys to: a distributor's customers (from its active company);
 * for staff every active company.
 */
export async function transferTargets(db: Db, caller: Caller) {
  const columns = { id: companies.id, name: companies.name, customerAccount: companies.customerAccount };
  if (caller.isStaff)
    return db.select(columns).from(companies).where(eq(companies.isActive, true)).orderBy(asc(companies.name));
  if (!caller.profile) return [];
  return db
    .select(columns)
    .from(companies)
    .where(and(eq(companies.distributorId, caller.profile.companyId), eq(companies.isActive, true)))
    .orderBy(asc(companies.name));
}
