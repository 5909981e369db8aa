import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  alerts,
  deviceProfiles,
  installationLatest,
  installations,
  meterGroupInstallations,
  meterGroups,
} from '../../db/deviceSchema.ts';
import { companies } from '../../db/schema.ts';

/** A column of the page row `i` (a select of every installation column), by its SQL name. */
const col = (column: AnyPgColumn): SQL => sql`i.${sql.identifier(column.name)}`;

/** An instant as JavaScript's toISOString writes it (milliseconds, truncated as the drivers truncate). */
const isoText = (value: SQL): SQL => sql`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * a JSON object of `fields`, keys in the given order (json_build_object: cheaper than a row_to_json of a
 * subselect, which PGlite pays per row; it writes a space beside each colon and comma, the same JSON)
 */
const object = (fields: Array<[string, SQL]>): SQL =>
  sql`json_build_object(${sql.join(
    fields.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

const i = installations;
/** the newest reading's columns, selected into the page row under their own names (installationWithLatest.ts) */
const latest = installationLatest;

/**
 * One installation of the page row `i` as the wire shows it (installationBody.ts, same keys in the same order),
 * written by the database: groups and open alerts from the page's lookups (`g`, `a`: pageLookupsSql), company
 * name and profile uuid looked up per row through their indexes. Instants in the form toISOString gives.
 */
function bodySql(): SQL {
  const groups = sql`coalesce(g.groups, '[]')`;
  const openAlerts = sql`coalesce(a.states, '[]')`;
  return object([
    ['uuid', col(i.uuid)],
    ['serial_number', col(i.serialNumber)],
    ['device_eui', col(i.deviceEui)],
    ['meter_type', col(i.meterType)],
    ['article', col(i.article)],
    ['production_number', col(i.productionNumber)],
    [
      'communication_module',
      object([
        ['type', col(i.commModuleType)],
        ['version', col(i.commModuleVersion)],
        ['serial_number', col(i.commModuleSerial)],
      ]),
    ],
    [
      'key',
      sql`CASE WHEN ${col(i.commModUuid)} IS NULL THEN NULL ELSE ${object([
        ['comm_mod_uuid', col(i.commModUuid)],
        ['is_deleted', col(i.keyIsDeleted)],
      ])} END`,
    ],
    ['groups', groups],
    ['company', col(i.companyId)],
    ['company_name', sql`coalesce((SELECT ${companies.name} FROM ${companies} WHERE ${companies.id} = ${col(i.companyId)}), '')`],
    ['device_profile', sql`(SELECT ${deviceProfiles.uuid} FROM ${deviceProfiles} WHERE ${deviceProfiles.id} = ${col(i.deviceProfileId)})`],
    ['measuring_point', col(i.measuringPointId)],
    ['network_registered', col(i.networkRegistered)],
    ['last_readout', isoText(col(latest.lastReadoutAt))],
    ['alerts', openAlerts],
    [
      'state',
      object([
        ['volume', col(latest.volumeM3)],
        ['alertCount', col(latest.alertCount)],
      ]),
    ],
    ['lat', col(i.latitude)],
    ['lng', col(i.longitude)],
    ['created_at', isoText(col(i.createdAt))],
  ]);
}

/**
 * Groups by name (`g.groups`) and open alert states sorted and distinct (`a.states`) of the page's rows, each
 * gathered in one pass over the page's ids and joined to the page row `i`: a lookup per row ran its own small
 * plan a hundred times a page, which cost PostgreSQL some 40 % of the statement.
 */
function pageLookupsSql(): SQL {
  // an array, not `IN (SELECT …)`: the planner then looks each id up through its index (alerts_open_installation_idx)
  // instead of hashing the page against every open alert
  const pageIds = sql`ANY(ARRAY(SELECT i.${sql.identifier(i.id.name)} FROM i))`;
  return sql`LEFT JOIN (SELECT ${meterGroupInstallations.installationId} AS installation_id,
      json_agg(json_build_object('uuid', ${meterGroups.uuid}, 'name', ${meterGroups.name}) ORDER BY ${meterGroups.name}) AS groups
    FROM ${meterGroupInstallations} JOIN ${meterGroups} ON ${meterGroups.id} = ${meterGroupInstallations.groupId}
    WHERE ${meterGroupInstallations.installationId} = ${pageIds}
    GROUP BY ${meterGroupInstallations.installationId}) AS g ON g.installation_id = ${col(i.id)}
  LEFT JOIN (SELECT ${alerts.installationId} AS installation_id, json_agg(DISTINCT ${alerts.state} ORDER BY ${alerts.state}) AS states
    FROM ${alerts} WHERE ${alerts.endedAt} IS NULL AND ${alerts.installationId} = ${pageIds}
    GROUP BY ${alerts.installationId}) AS a ON a.installation_id = ${col(i.id)}`;
}

/**
 * The body's and the lookups' SQL, rendered once: they name columns and tables only (no parameter), and
 * building the tree of a few hundred parts on every request cost the list a sixth of its time.
 */
const render = (part: SQL): SQL => {
  const { sql: text, params } = new PgDialect().sqlToQuery(part);
  if (params.length > 0) throw new Error('installationBodySql: the body must take no parameter');
  return sql.raw(text);
};
const rendered = { body: render(bodySql()), lookups: render(pageLookupsSql()) };

/** the body of one page row `i` and the joins it reads from (see pageJson) */
export const installationBodySql = (): { body: SQL; lookups: SQL } => rendered;
