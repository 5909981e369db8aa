import { ownEntry, sortsBy } from '../../data/orderingOf.ts';
import { and, asc, count, desc, eq, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { InstallationListQuery } from '../../../src/core/contract/installations.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { alerts, installationLatest, installations, readouts } from '../../db/deviceSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { installationFilters } from './installationFilters.ts';
import { countOf, pageJson, pageRows } from '../../data/pageRows.ts';
import { installationBodySql } from './installationBodySql.ts';
import { installationColumns, latestOfInstallation, type InstallationRow } from './installationWithLatest.ts';

const ORDERING: Record<string, SQL[]> = {
  ...sortsBy('serial_number', installations.serialNumber),
  ...sortsBy('last_readout', installationLatest.lastReadoutAt, 'empty first'),
  ...sortsBy('volume', installationLatest.volumeM3, 'empty first'),
  ...sortsBy('alert_count', installationLatest.alertCount),
  ...sortsBy('created_at', installations.createdAt),
};

export type { InstallationRow };

/** Installations (meters) as one caller may see them: every finder applies the caller's company scope. */
export function installationRepository(db: Db, scope: CompanyScope) {
  const visible = (uuid: string) =>
    and(eq(installations.uuid, uuid), scope.where(installations.companyId), scope.devices(installations.id));
  const listQuery = (q: InstallationListQuery, choices: SQL | undefined) => {
    const where = and(installationFilters(db, scope, q), choices);
    // ties break on the id in the ordering's own direction, so one index scan (forward or backward) yields
    // the page; a fixed ascending id would sort every tie group of a few-valued column (alert count)
    const descending = q.ordering?.startsWith('-') && ownEntry(ORDERING, q.ordering) !== undefined;
    const order = [
      ...(ownEntry(ORDERING, q.ordering) ?? ORDERING.serial_number),
      descending ? desc(installations.id) : asc(installations.id),
    ];
    return { where, order };
  };
  return {
    /** one page of the filtered list with the total, or every row when `window.limit` is null */
    /** `choices`: the condition of `?for=` (`installationChoices`), if any */
    async page(
      q: InstallationListQuery,
      window: PageWindow,
      choices?: SQL,
    ): Promise<{ rows: InstallationRow[]; total: number }> {
      const { where, order } = listQuery(q, choices);
      const query = db
        .select(installationColumns)
        .from(installations)
        .innerJoin(installationLatest, latestOfInstallation)
        .where(where)
        .orderBy(...order);
      return pageRows(db, query, window, countOf(installations, where));
    },

    /** one page of the same list as the wire's JSON text (installationBodySql.ts), with the total */
    async pageJson(
      q: InstallationListQuery,
      window: { limit: number; offset: number },
      choices?: SQL,
    ): Promise<{ json: string; total: number }> {
      const { where, order } = listQuery(q, choices);
      const join = sql`INNER JOIN ${installationLatest} ON ${latestOfInstallation}`;
      const rows = { table: installations, columns: installationColumns, join };
      return pageJson(db, { ...rows, where, order, ...installationBodySql(), ...window });
    },

    /** meters per type and how many have open alerts */
    async totals(q: Pick<InstallationListQuery, 'company' | 'meter_type'>) {
      return db
        .select({
          meterType: installations.meterType,
          n: count(),
          withAlerts: sql<number>`count(*) filter (where ${installationLatest.alertCount} > 0)`,
        })
        .from(installations)
        .innerJoin(installationLatest, latestOfInstallation)
        .where(installationFilters(db, scope, q))
        .groupBy(installations.meterType);
    },

    /** per alert state, how many of the filtered meters have an open alert of it (states without any left out) */
    async alertCounts(q: Pick<InstallationListQuery, 'company' | 'meter_type'>) {
      return db
        .select({ state: alerts.state, n: sql<number>`count(distinct ${alerts.installationId})` })
        .from(alerts)
        .innerJoin(installations, eq(installations.id, alerts.installationId))
        .where(and(isNull(alerts.endedAt), installationFilters(db, scope, q)))
        .groupBy(alerts.state);
    },

    /** an installation of the caller's companies by uuid; any other is a 404, so uuids leak nothing */
    async findByUuid(uuid: string): Promise<InstallationRow> {
      const [row] = await db
        .select(installationColumns)
        .from(installations)
        .innerJoin(installationLatest, latestOfInstallation)
        .where(visible(uuid))
        .limit(1);
      if (!row) throw notFound();
      return row;
    },

    /** alerts of a visible installation, newest first; `active` keeps open (true) or ended (false) ones */
    async alerts(row: InstallationRow, active?: 'true' | 'false') {
      const state =
        active === 'true'
          ? isNull(alerts.endedAt)
          : active === 'false'
            ? sql`${alerts.endedAt} IS NOT NULL`
            : undefined;
      return db
        .select()
        .from(alerts)
        .where(and(eq(alerts.installationId, row.id), state))
        .orderBy(desc(alerts.startedAt), asc(alerts.state));
    },

    /**
     * The newest reading (a rejected one is never shown), looked for first from the time the installation row remembers, so PostgreSQL reads
     * that month's partition alone; the unbounded look over every month runs only when that finds none (the
     * row's time is older than a reading written since, or unknown).
     */
    async latestReadout(row: InstallationRow) {
      const newest = (since: Date | null) =>
        db
          .select()
          .from(readouts)
          .where(
            and(
              eq(readouts.installationId, row.id),
              ne(readouts.quality, 'rejected'),
              since ? gte(readouts.ts, since) : undefined,
            ),
          )
          .orderBy(desc(readouts.ts))
          .limit(1);
      const [recent] = row.lastReadoutAt ? await newest(row.lastReadoutAt) : [];
      if (recent) return recent;
      const [latest] = await newest(null);
      return latest ?? null;
    },
  };
}
