import { and, sql, type SQL } from 'drizzle-orm';
import type { MeasuringPointClusterQuery } from '../../../src/core/contract/measuringPoints.ts';
import type { Db } from '../../db/createDatabase.ts';
import { measuringPointCells } from '../../db/measuringPointSchema.ts';
import { rowsOf } from '../../db/rowsOf.ts';

const cells = measuringPointCells;
/** the highest zoom migration 0013 keeps counts for */
export const CELL_MAX_ZOOM = 12;
const MERCATOR_MAX_LAT = 85.0511;

/** As meter_portal_map_cell_x/_y of migration 0013: the cell column and row of a position at a zoom. */
function cellX(lng: number, scale: number) {
  return Math.max(0, Math.min(Math.floor(((lng + 180) / 360) * scale), scale - 1));
}
function cellY(lat: number, scale: number) {
  const phi = (Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat)) * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * scale;
  return Math.max(0, Math.min(Math.floor(y), scale - 1));
}

/**
 * The view's clusters from the kept cell counts: the cells the viewport touches (whole, so a cluster at the
 * edge keeps its count while the map pans), summed over the caller's companies. `scope` is the WHERE on the
 * cells' company. Null when a single point's id is not known (its cell lost its smallest point): the caller
 * groups the points themselves then.
 */
export async function cellClusters(
  db: Db,
  scope: (companyId: typeof cells.companyId) => SQL | undefined,
  q: MeasuringPointClusterQuery,
): Promise<{ clusters: string; singles: number[] } | null> {
  const scale = 4 * 2 ** q.zoom;
  const [x0, x1] = [cellX(q.west, scale), cellX(q.east, scale)];
  const [y0, y1] = [cellY(q.north, scale), cellY(q.south, scale)];
  const columns =
    q.west <= q.east ? sql`${cells.cx} between ${x0} and ${x1}` : sql`(${cells.cx} >= ${x0} or ${cells.cx} <= ${x1})`;
  const where = and(
    scope(cells.companyId),
    sql`${cells.zoom} = ${q.zoom}`,
    columns,
    sql`${cells.cy} between ${y0} and ${y1}`,
  );
  const [answer] = rowsOf<{ clusters: string; singles: string; unknown: number | string }>(
    await db.execute(sql`
      select coalesce(json_agg(json_build_array(cell, n, lat, lng, west, south, east, north)) filter (where n > 1), '[]')::text as clusters,
        coalesce(json_agg(id) filter (where n = 1), '[]')::text as singles,
        count(*) filter (where n = 1 and id is null) as unknown
      from (
        select ${cells.cy} * ${scale}::float8 + ${cells.cx} as cell, sum(${cells.n})::int as n,
          sum(${cells.sumLat}) / sum(${cells.n}) as lat, sum(${cells.sumLng}) / sum(${cells.n}) as lng,
          min(${cells.west}) as west, min(${cells.south}) as south, max(${cells.east}) as east,
          max(${cells.north}) as north, min(${cells.minId}) as id
        from ${cells}
        where ${where}
        group by ${cells.cx}, ${cells.cy}
      ) grouped`),
  );
  if (Number(answer.unknown) > 0) return null;
  return { clusters: answer.clusters, singles: JSON.parse(answer.singles) as number[] };
}
