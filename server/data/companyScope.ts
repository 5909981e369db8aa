import { inArray, sql, type SQL } from 'drizzle-orm';
import { meterGroupInstallations, meterGroups } from '../db/deviceSchema.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/Caller.ts';
import { fieldErrors, msg, notFound } from '../http/HttpError.ts';

/**
 * The companies whose data a caller may touch: the active company and, for a distributor, its
 * customers; every company for staff. Repositories take one of these and apply it to every read and
 * write; handlers get it bound to their caller, never build it themselves.
 */
export interface CompanyScope {
  /** null: every company (staff, or an explicit `unscoped`) */
  readonly companyIds: readonly number[] | null;
  /** the WHERE condition that keeps a query on `column` inside the scope */
  where(column: AnyPgColumn): SQL;
  /**
   * The WHERE condition that keeps a query on installations (`installationId`) among the devices the caller
   * sees inside its companies: all of them, except for an embed key limited to some device groups.
   */
  devices(installationId: AnyPgColumn): SQL;
  /** true when `devices` limits anything, so a query that needs no installation otherwise can skip joining them */
  readonly limitsDevices: boolean;
  canSee(companyId: number | null | undefined): boolean;
  /** objects of other companies do not exist for the caller: 404, never 403, so ids leak nothing */
  assertVisible(companyId: number | null | undefined): void;
  /**
   * A write that links two objects (a meter to a measuring point, an installation to a group, keys to a
   * transfer): both must lie in the scope and belong to the same company, else a 400 on `field`.
   */
  assertSameCompany(field: string, target: { companyId: number }, linked: { companyId: number; ref: string }): void;
}

function scopeOf(companyIds: readonly number[] | null, groups: readonly string[] = []): CompanyScope {
  const canSee = (companyId: number | null | undefined) =>
    companyIds === null || (companyId !== null && companyId !== undefined && companyIds.includes(companyId));
  return {
    companyIds,
    where(column) {
      if (companyIds === null) return sql`true`;
      if (companyIds.length === 0) return sql`false`;
      return inArray(column, [...companyIds]);
    },
    limitsDevices: groups.length > 0,
    devices(installationId) {
      if (groups.length === 0) return sql`true`;
      return sql`exists (select 1 from ${meterGroupInstallations} inner join ${meterGroups}
        on ${meterGroups.id} = ${meterGroupInstallations.groupId}
        where ${meterGroupInstallations.installationId} = ${installationId} and ${inArray(meterGroups.uuid, [...groups])})`;
    },
    canSee,
    assertVisible(companyId) {
      if (!canSee(companyId)) throw notFound();
    },
    assertSameCompany(field, target, linked) {
      if (!canSee(target.companyId) || !canSee(linked.companyId) || target.companyId !== linked.companyId)
        throw fieldErrors({ [field]: [msg('linkedUnavailable', { pk: linked.ref })] });
    },
  };
}

/** The scope of a signed-in caller; a public request (null) sees no company. */
export function companyScopeOf(caller: Caller | null): CompanyScope {
  return scopeOf(caller === null ? [] : caller.companyIds, caller?.embed?.groups);
}

/**
 * Every company, for system paths and staff-only work that must see everything. Say why: the reason
 * documents the decision where it is taken (grep `unscoped(`).
 */
export function unscoped(reason: string): CompanyScope {
  void reason;
  return scopeOf(null);
}
