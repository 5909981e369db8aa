import { and, asc, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Report, ReportAlert, ReportPoint } from '../../../src/core/contract/reports.ts';
import { READING_SOURCES } from '../../../src/core/domain/readingSources.ts';
import { REPORT_TYPE_INFO } from '../../../src/core/domain/reportTypes.ts';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { alerts } from '../../db/deviceSchema.ts';
import type { ReportRequest } from './parseReportQuery.ts';
import { reportSql } from './reportSql.ts';

/** The points of one series; numbers are normalised because drivers may hand floats over as strings. */
export async function reportPoints(db: Db, installationIds: number[], request: ReportRequest): Promise<ReportPoint[]> {
  const rows = rowsOf<{ ms: number | string; v: number | string | null; s: number | string | null }>(
    await db.execute(reportSql(installationIds, request)),
  );
  return rows.map((row) => {
    const point: ReportPoint = { t: new Date(Number(row.ms)).toISOString(), v: row.v === null ? null : Number(row.v) };
    const bits = Number(row.s ?? 0);
    if (bits !== 0) point.s = READING_SOURCES.filter((_, bit) => (bits & (1 << bit)) !== 0);
    return point;
  });
}

/** Alert episodes of the meters that overlap [after, before), oldest first. */
export async function reportAlerts(db: Db, installationIds: number[], request: ReportRequest): Promise<ReportAlert[]> {
  if (installationIds.length === 0) return [];
  const rows = await db
    .select({ startedAt: alerts.startedAt, state: alerts.state, endedAt: alerts.endedAt })
    .from(alerts)
    .where(
      and(
        inArray(alerts.installationId, installationIds),
        lt(alerts.startedAt, request.before),
        or(isNull(alerts.endedAt), gt(alerts.endedAt, request.after)),
      ),
    )
    .orderBy(asc(alerts.startedAt), asc(alerts.state), sql`${alerts.installationId}`);
  return rows.map((row) => ({
    t: row.startedAt.toISOString(),
    state: row.state,
    ended_at: row.endedAt?.toISOString() ?? null,
  }));
}

/** The whole answer of a report call. */
export async function runReport(db: Db, installationIds: number[], request: ReportRequest): Promise<Report> {
  const [points, alertList] = await Promise.all([
    installationIds.length === 0 ? emptyPoints(db, request) : reportPoints(db, installationIds, request),
    reportAlerts(db, installationIds, request),
  ]);
  return {
    type: request.type,
    granularity: request.granularity,
    unit: REPORT_TYPE_INFO[request.type].unit,
    date_after: request.after.toISOString(),
    date_before: request.before.toISOString(),
    tz: request.tz,
    points,
    alerts: alertList,
  };
}

/** An empty group still has its buckets, all null (no installation id 0 exists). */
function emptyPoints(db: Db, request: ReportRequest): Promise<ReportPoint[]> {
  return reportPoints(db, [0], request);
}
