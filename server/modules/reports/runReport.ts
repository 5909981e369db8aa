import { and, asc, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Report, ReportAlert, ReportPoint } from '../../../src/core/contract/reports.ts';
import { READING_INTERVAL_MS, REPORT_QUALITIES } from '../../../src/core/domain/readingQuality.ts';
import { READING_SOURCES } from '../../../src/core/domain/readingSources.ts';
import { REPORT_TYPE_INFO } from '../../../src/core/domain/reportTypes.ts';
import type { Db } from '../../db/createDatabase.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { alerts } from '../../db/deviceSchema.ts';
import type { ReportRequest } from './parseReportQuery.ts';
import { reportSql } from './reportSql.ts';

/** The points of one series and how many readings they hold (reportSql's `n`). */
interface Series {
  points: ReportPoint[];
  received: number;
}

/** The points of one series; numbers are normalised because drivers may hand floats over as strings. */
export async function reportSeries(db: Db, installationIds: number[], request: ReportRequest): Promise<Series> {
  const rows = rowsOf<{
    ms: number | string;
    v: number | string | null;
    s: number | string | null;
    q: number | string | null;
    n: number | string | null;
  }>(await db.execute(reportSql(installationIds, request)));
  let received = 0;
  const points = rows.map((row) => {
    const point: ReportPoint = { t: new Date(Number(row.ms)).toISOString(), v: row.v === null ? null : Number(row.v) };
    const bits = Number(row.s ?? 0);
    if (bits !== 0) point.s = READING_SOURCES.filter((_, bit) => (bits & (1 << bit)) !== 0);
    const qualities = Number(row.q ?? 0);
    if (qualities !== 0) point.q = REPORT_QUALITIES.filter((_, bit) => (qualities & (1 << bit)) !== 0);
    received += Number(row.n ?? 0);
    return point;
  });
  return { points, received };
}

/** The readings a range should hold up to now: one per meter and reading interval. */
export function expectedReadings(meters: number, request: Pick<ReportRequest, 'after' | 'before'>, now = Date.now()) {
  const end = Math.min(request.before.getTime(), now);
  return meters * Math.max(0, Math.floor((end - request.after.getTime()) / READING_INTERVAL_MS));
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
  const [series, alertList] = await Promise.all([
    // an empty group still has its buckets, all null (no installation id 0 exists)
    reportSeries(db, installationIds.length === 0 ? [0] : installationIds, request),
    reportAlerts(db, installationIds, request),
  ]);
  return {
    type: request.type,
    granularity: request.granularity,
    unit: REPORT_TYPE_INFO[request.type].unit,
    date_after: request.after.toISOString(),
    date_before: request.before.toISOString(),
    tz: request.tz,
    points: series.points,
    alerts: alertList,
    completeness: { received: series.received, expected: expectedReadings(installationIds.length, request) },
  };
}
