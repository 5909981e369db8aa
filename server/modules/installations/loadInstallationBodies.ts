import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Installation } from '../../../src/core/contract/installations.ts';
import type { Db } from '../../db/createDatabase.ts';
import { alerts, deviceProfiles, meterGroupInstallations, meterGroups } from '../../db/deviceSchema.ts';
import { companies } from '../../db/schema.ts';
import { selectAllAsJson } from '../../db/selectAsJson.ts';
import { installationBody } from './installationBody.ts';
import type { InstallationRow } from './installationWithLatest.ts';

/**
 * Bodies of already scoped installation rows: groups, open alerts, company names and profiles are
 * fetched with one query each for the whole page, never per row.
 */
export async function loadInstallationBodies(db: Db, rows: InstallationRow[]): Promise<Installation[]> {
  if (rows.length === 0) return [];
  // one array parameter instead of an IN list of 100: PostgreSQL plans it in half the time
  const idArray = `{${rows.map((row) => row.id).join(',')}}`;
  const profileIds = [...new Set(rows.flatMap((r) => (r.deviceProfileId === null ? [] : [r.deviceProfileId])))];
  // the four lists in one statement: each statement costs PGlite a fixed part, PostgreSQL a round trip
  const {
    groups: groupRows,
    alerts: alertRows,
    companies: companyRows,
    profiles: profileRows,
  } = await selectAllAsJson(db, {
    groups: db
      .select({
        installationId: meterGroupInstallations.installationId,
        uuid: meterGroups.uuid,
        name: meterGroups.name,
      })
      .from(meterGroupInstallations)
      .innerJoin(meterGroups, eq(meterGroups.id, meterGroupInstallations.groupId))
      .where(sql`${meterGroupInstallations.installationId} = ANY(${idArray}::int[])`)
      .orderBy(asc(meterGroups.name)),
    alerts: db
      .select({ installationId: alerts.installationId, state: alerts.state })
      .from(alerts)
      .where(and(sql`${alerts.installationId} = ANY(${idArray}::int[])`, isNull(alerts.endedAt)))
      .orderBy(asc(alerts.state)),
    companies: db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, [...new Set(rows.map((r) => r.companyId))])),
    profiles: db
      .select({ id: deviceProfiles.id, uuid: deviceProfiles.uuid })
      .from(deviceProfiles)
      .where(inArray(deviceProfiles.id, profileIds)),
  });
  const groupsOf = byInstallation(groupRows);
  const alertsOf = byInstallation(alertRows);
  const companyName = new Map(companyRows.map((c) => [c.id, c.name]));
  const profileUuid = new Map(profileRows.map((p) => [p.id, p.uuid]));
  return rows.map((row) =>
    installationBody(row, {
      companyName: companyName.get(row.companyId) ?? '',
      profileUuid: row.deviceProfileId === null ? null : (profileUuid.get(row.deviceProfileId) ?? null),
      groups: (groupsOf.get(row.id) ?? []).map(({ uuid, name }) => ({ uuid, name })),
      openAlerts: [...new Set((alertsOf.get(row.id) ?? []).map((a) => a.state))],
    }),
  );
}

/** rows by their installation (Map.groupBy arrives with Node 21) */
function byInstallation<T extends { installationId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.installationId);
    if (list) list.push(row);
    else map.set(row.installationId, [row]);
  }
  return map;
}
