import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { measuringPoints } from '../../db/measuringPointSchema.ts';

/**
 * The map projection as JSON text, `[[id, lat, lng, name, mpid, meter_serial, comd_serial, comd_type,
 * volume, alertCount], …]`, written whole by PostgreSQL: a million points come back as one string instead of
 * a million rows turned into JavaScript objects and validated on the way out.
 */
export async function mapRowsJson(db: Db, where: SQL | undefined): Promise<string> {
  const mp = measuringPoints;
  const i = installations;
  const [answer] = await db
    .select({
      json: sql<string | null>`string_agg(json_build_array(${mp.id}, ${mp.latitude}, ${mp.longitude}, ${mp.name},
        ${mp.measuringPointId}, ${i.serialNumber}, ${i.commModuleSerial}, ${i.commModuleType}, ${i.volumeM3},
        coalesce(${i.alertCount}, 0))::text, ',' ORDER BY ${mp.id})`,
    })
    .from(mp)
    .leftJoin(i, eq(i.measuringPointId, mp.id))
    .where(where);
  return `[${answer?.json ?? ''}]`;
}
