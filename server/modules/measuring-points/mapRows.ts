import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EmbedHiddenField } from '../../../src/core/domain/embed.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installationLatest, installations } from '../../db/deviceSchema.ts';
import { measuringPoints } from '../../db/measuringPointSchema.ts';

/**
 * The map projection as JSON text, `[[id, lat, lng, name, mpid, meter_serial, comd_serial, comd_type,
 * volume, alertCount], …]`, written whole by PostgreSQL: a million points come back as one string instead of
 * a million rows turned into JavaScript objects and validated on the way out. `hidden` fields (an embed key's
 * choice) go out as null, so the element shows the point without them.
 */
export async function mapRowsJson(
  db: Db,
  where: SQL | undefined,
  hidden: readonly EmbedHiddenField[] = [],
): Promise<string> {
  const mp = measuringPoints;
  const i = installations;
  const latest = installationLatest;
  const serial = (column: AnyPgColumn) => (hidden.includes('serial') ? sql`null` : column);
  const volume = hidden.includes('volume') ? sql`null` : latest.volumeM3;
  const [answer] = await db
    .select({
      json: sql<string | null>`string_agg(json_build_array(${mp.id}, ${mp.latitude}, ${mp.longitude}, ${mp.name},
        ${mp.measuringPointId}, ${serial(i.serialNumber)}, ${serial(i.commModuleSerial)}, ${i.commModuleType}, ${volume},
        coalesce(${latest.alertCount}, 0))::text, ',' ORDER BY ${mp.id})`,
    })
    .from(mp)
    .leftJoin(i, eq(i.measuringPointId, mp.id))
    .leftJoin(latest, eq(latest.installationId, i.id))
    .where(where);
  return `[${answer?.json ?? ''}]`;
}
