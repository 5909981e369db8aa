import { and, asc, eq, exists, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ValidationRuleName } from '../../../src/core/domain/validation/validationRules.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { orderingOf, sortsBy } from '../../data/orderingOf.ts';
import { pageWhere } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installationLatest, installations } from '../../db/deviceSchema.ts';
import { latestOfInstallation } from '../installations/installationWithLatest.ts';
import { companies } from '../../db/schema.ts';
import { validationFindings } from '../../db/validationSchema.ts';
import { UUID_PATTERN } from '../../http/filterValues.ts';
import type { PageWindow } from '../../http/paginate.ts';

const f = validationFindings;
const ORDERING: Record<string, SQL[]> = {
  ...sortsBy('range_from', f.rangeFrom),
  ...sortsBy('found_at', f.foundAt),
  ...sortsBy('rule', f.rule),
};

export interface FindingFilters {
  rule?: ValidationRuleName;
  state?: 'open' | 'accepted';
  /** a meter's uuid or serial number */
  installation?: string;
  after?: Date;
  before?: Date;
  ordering?: string;
}

/** Findings and silent meters as one caller may see them: every finder keeps to the caller's meters. */
export function findingRepository(db: Db, scope: CompanyScope) {
  // the caller's meters, as a condition on a finding (the count needs no join)
  const visible = sql`${f.installationId} in (select ${installations.id} from ${installations}
    where ${scope.where(installations.companyId)} and ${scope.devices(installations.id)})`;
  return {
    async page(filters: FindingFilters, window: PageWindow) {
      const meter = filters.installation;
      const where = and(
        visible,
        filters.rule ? eq(f.rule, filters.rule) : undefined,
        filters.state ? eq(f.state, filters.state) : undefined,
        meter
          ? sql`${f.installationId} in (select ${installations.id} from ${installations} where ${
              UUID_PATTERN.test(meter)
                ? or(eq(installations.uuid, meter.toLowerCase()), eq(installations.serialNumber, meter))
                : eq(installations.serialNumber, meter)
            })`
          : undefined,
        // findings whose range overlaps [after, before)
        filters.after ? gte(f.rangeTo, filters.after) : undefined,
        filters.before ? lt(f.rangeFrom, filters.before) : undefined,
      );
      const query = db
        .select({
          finding: f,
          uuid: installations.uuid,
          serialNumber: installations.serialNumber,
          meterType: installations.meterType,
        })
        .from(f)
        .innerJoin(installations, eq(installations.id, f.installationId));
      const order = [...orderingOf(ORDERING, filters.ordering, '-range_from'), asc(f.id)];
      return pageWhere(db, query, f, where, order, window);
    },

    /** the visible open findings among `ids` are accepted by `userId`; returns the ids that are not visible */
    async accept(ids: readonly number[], userId: string): Promise<{ accepted: number; missing: number[] }> {
      if (ids.length === 0) return { accepted: 0, missing: [] };
      const found = await db
        .select({ id: f.id })
        .from(f)
        .where(and(inArray(f.id, [...ids]), visible));
      const seen = new Set(found.map((row) => row.id));
      const missing = ids.filter((id) => !seen.has(id));
      if (missing.length > 0) return { accepted: 0, missing };
      const accepted = await db
        .update(f)
        .set({ state: 'accepted', acceptedAt: new Date(), acceptedBy: userId })
        .where(and(inArray(f.id, [...ids]), eq(f.state, 'open')))
        .returning({ id: f.id });
      return { accepted: accepted.length, missing: [] };
    },

    /** the caller's meters without a reading since `since` (never read: first), oldest reading first */
    silentMeters(since: Date, window: PageWindow) {
      const where = and(
        scope.where(installations.companyId),
        scope.devices(installations.id),
        // a condition on the installation alone, so the total counts installations without the join
        exists(
          db
            .select({ one: sql`1` })
            .from(installationLatest)
            .where(
              and(
                eq(installationLatest.installationId, installations.id),
                or(isNull(installationLatest.lastReadoutAt), lt(installationLatest.lastReadoutAt, since)),
              ),
            ),
        ),
      );
      const query = db
        .select({
          uuid: installations.uuid,
          serialNumber: installations.serialNumber,
          meterType: installations.meterType,
          companyName: companies.name,
          lastReadoutAt: installationLatest.lastReadoutAt,
        })
        .from(installations)
        .innerJoin(installationLatest, latestOfInstallation)
        .innerJoin(companies, eq(companies.id, installations.companyId));
      const order = [sql`${installationLatest.lastReadoutAt} asc nulls first`, asc(installations.serialNumber)];
      return pageWhere(db, query, installations, where, order, window);
    },
  };
}
