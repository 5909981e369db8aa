import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { measuringPoints } from '../../db/measuringPointSchema.ts';

/**
 * The map projection as JSON text, `[[id, lat, lng, name, mpid, meter_serial, comd_serial, comd_type,
 * volume, alertCount], …]`. PostgreSQL writes each row's JSON, so a million points are never turned into
 * a million JavaScript objects and validated on the way out; the rows are only joined here.
 */
export async function mapRowsJson(db: Db, where: SQL | undefined): Promise<{ json: string; count: number }> {
  const mp = measuringPoints;
  const i = installations;
  const rows = await db
    .select({
      row: sql<string>`json_build_array(${mp.id}, ${mp.latitude}, ${mp.longitude}, ${mp.name}, ${mp.measuringPointId},
        ${i.serialNumber}, ${i.commModuleSerial}, ${i.commModuleType}, ${i.volumeM3}, coalesce(${i.alertCount}, 0))::text`,
    })
    .from(mp)
    .leftJoin(i, eq(i.measuringPointId, mp.id))
    .where(where)
    .orderBy(asc(mp.id));
  let json = '[';
  for (let n = 0; n < rows.length; n += 1) json += n === 0 ? rows[n].row : `,${rows[n].row}`;
  return { json: `${json}]`, count: rows.length };
}
