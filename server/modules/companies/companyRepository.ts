import { ownEntry } from '../../data/orderingOf.ts';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { HandlerQuery } from '../../../src/core/contract/endpoint.ts';
import type { companyEndpoints } from '../../../src/core/contract/companyEndpoints.ts';
import { isDatabaseId } from '../../../src/core/contract/databaseId.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import type { Tx } from './activationRepository.ts';
import { installations } from '../../db/deviceSchema.ts';
import { companies, companyProfiles, plans, subscriptions } from '../../db/schema.ts';
import { HttpError, msg, notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { pageWhere } from '../../data/pageRows.ts';
import { callersChanged } from '../../auth/callerCache.ts';

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

/**
 * The companies a new object (device, group, point, embed or ingestion key) may belong to, stated once: those
 * of the caller's scope. `usable` checks a body's `company` with it; `?for=<object>` offers exactly these.
 */
export function ownerCondition(scope: CompanyScope): SQL {
  return scope.where(companies.id);
}

/**
 * The distributors a company may be linked to, stated once: a visible distributor other than the company
 * itself (`self`, null for a new one). `isDistributor` checks the link with it; `?for=company-parent` offers these.
 */
export function distributorCondition(scope: CompanyScope, self: number | null): SQL {
  return and(
    eq(companies.isDistributor, true),
    scope.where(companies.id),
    self === null ? undefined : ne(companies.id, self),
  )!;
}

/** Companies as one caller may see them: every finder applies the caller's company scope. */
export function companyRepository(db: Db | Tx, scope: CompanyScope) {
  return {
    /** one page of the filtered list with the total, or every row when `window.limit` is null */
    /** `choices`: the condition of `?for=` (`companyChoices`), if any */
    async page(q: CompanyListQuery, window: PageWindow, choices?: SQL): Promise<{ rows: CompanyRow[]; total: number }> {
      const where = and(
        scope.where(companies.id),
        choices,
        q.search
          ? or(ilike(companies.name, `%${q.search}%`), ilike(companies.customerAccount, `%${q.search}%`))
          : undefined,
        q.is_active ? eq(companies.isActive, q.is_active === 'true') : undefined,
        q.is_distributor ? eq(companies.isDistributor, q.is_distributor === 'true') : undefined,
        q.distributor ? eq(companies.distributorId, q.distributor) : undefined,
      );
      const order = [ownEntry(ORDERING, q.ordering) ?? asc(companies.name), asc(companies.id)];
      return pageWhere(db, db.select().from(companies), companies, where, order, window);
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
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, id), ownerCondition(scope)));
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

    /** a company of any tenancy by customer account (the account is unique across all of them) */
    async findByAccount(customerAccount: string): Promise<CompanyRow | null> {
      const [row] = await db
        .select()
        .from(companies)
        .where(sql`lower(${companies.customerAccount}) = lower(${customerAccount})`)
        .limit(1);
      return row ?? null;
    },

    /** the customer accounts among `accounts` that a company already has */
    async existingAccounts(accounts: string[]): Promise<Set<string>> {
      if (accounts.length === 0) return new Set();
      const rows = await db
        .select({ account: companies.customerAccount })
        .from(companies)
        .where(or(...accounts.map((a) => sql`lower(${companies.customerAccount}) = lower(${a})`)));
      return new Set(rows.map((r) => r.account.toLowerCase()));
    },

    async insert(values: typeof companies.$inferInsert): Promise<CompanyRow> {
      const [row] = await db.insert(companies).values(values).returning();
      // a new customer joins its distributor's callers' companies
      callersChanged();
      return row;
    },

    /** changes a visible company and answers it as it is now */
    async update(id: number, changes: Partial<typeof companies.$inferInsert>): Promise<CompanyRow> {
      scope.assertVisible(id);
      if (Object.keys(changes).length === 0) return this.get(id);
      const [row] = await db
        .update(companies)
        .set(changes)
        .where(and(eq(companies.id, id), scope.where(companies.id)))
        .returning();
      callersChanged();
      if (!row) throw notFound();
      return row;
    },

    /**
     * Deletes a visible company that owns no meters and no users; a table of a later feature that still
     * points at it (keys) refuses through its foreign key, with the same answer.
     */
    async remove(id: number): Promise<void> {
      const row = await this.get(id);
      if (row.isProvider) throw new HttpError(400, { detail: msg('providerLocked') });
      const inUse = () => new HttpError(400, { detail: msg('companyInUse') });
      const [{ meters }] = await db
        .select({ meters: count() })
        .from(installations)
        .where(eq(installations.companyId, id));
      const [{ members }] = await db
        .select({ members: count() })
        .from(companyProfiles)
        .where(eq(companyProfiles.companyId, id));
      if (meters > 0 || members > 0) throw inUse();
      try {
        await db.delete(companies).where(and(eq(companies.id, id), scope.where(companies.id)));
        callersChanged();
      } catch (error) {
        if (foreignKeyViolation(error)) throw inUse();
        throw error;
      }
    },

    /** a visible distributor other than `self`, for the `distributor` link */
    async isDistributor(id: number, self: number | null): Promise<boolean> {
      if (!isDatabaseId(id) || !scope.canSee(id)) return false;
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, id), distributorCondition(scope, self)));
      return row !== undefined;
    },

    async plan(id: number) {
      const [row] = await db.select().from(plans).where(eq(plans.id, id));
      return row ?? null;
    },

    async subscription(companyId: number, id: number) {
      scope.assertVisible(companyId);
      const [row] = await db
        .select({ subscription: subscriptions, planName: plans.name, service: plans.service })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(and(eq(subscriptions.id, id), eq(subscriptions.companyId, companyId)));
      if (!row) throw notFound();
      return row;
    },

    async addSubscription(companyId: number, planId: number, spec: Record<string, unknown>) {
      scope.assertVisible(companyId);
      const [row] = await db.insert(subscriptions).values({ companyId, planId, spec }).returning();
      callersChanged();
      return this.subscription(companyId, row.id);
    },

    async changeSubscription(
      companyId: number,
      id: number,
      changes: { planId?: number; spec?: Record<string, unknown> },
    ) {
      await this.subscription(companyId, id);
      if (Object.keys(changes).length > 0)
        await db
          .update(subscriptions)
          .set(changes)
          .where(and(eq(subscriptions.id, id), eq(subscriptions.companyId, companyId)));
      callersChanged();
      return this.subscription(companyId, id);
    },

    async removeSubscription(companyId: number, id: number): Promise<void> {
      await this.subscription(companyId, id);
      await db.delete(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.companyId, companyId)));
      callersChanged();
    },
  };
}

/** SQLSTATE 23503, looking through the ORM's wrapping */
function foreignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
