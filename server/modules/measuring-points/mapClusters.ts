import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MeasuringPointClusterQuery, MeasuringPointMapCount } from '../../../src/core/contract/measuringPoints.ts';
import { MAP_CLUSTERS } from '../../../src/core/domain/constants.ts';
import type { EmbedHiddenField } from '../../../src/core/domain/embed.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { measuringPointCells, measuringPoints } from '../../db/measuringPointSchema.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { cellClusters, CELL_MAX_ZOOM } from './mapCellClusters.ts';
import { mapRowsJson } from './mapRows.ts';

const mp = measuringPoints;
/** Web Mercator ends here; points nearer the poles count in the top or bottom row of cells. */
const MERCATOR_MAX_LAT = 85.0511;

/** Where the cell grid and the viewport meet: the filters' WHERE and whether it reads the assigned meter. */
export interface ClusterFilter {
  where: SQL | undefined;
  needsMeter: boolean;
  /**
   * The scope and company filter on the kept cell counts, when no filter needs the points themselves (search,
   * meter group, an embed key's groups); undefined otherwise.
   */
  cells?: (companyId: AnyPgColumn) => SQL | undefined;
}

/** The viewport on the indexed columns; a viewport across the antimeridian (west > east) is two ranges of longitude. */
function inViewport(q: MeasuringPointClusterQuery): SQL | undefined {
  const latitude = sql`${mp.latitude} between ${q.south} and ${q.north}`;
  if (q.west <= q.east) return and(latitude, sql`${mp.longitude} between ${q.west} and ${q.east}`);
  return and(latitude, sql`(${mp.longitude} >= ${q.west} or ${mp.longitude} <= ${q.east})`);
}

/**
 * The viewport's points grouped in SQL on a grid of `cellPx`-pixel cells in Web Mercator pixel space at the
 * zoom (no PostGIS): a cell's number is fixed by the world grid, so panning never reshuffles clusters. Cells
 * holding two points or more come back as clusters with count, mean position and bounds; cells holding one
 * come back as that point in the map projection, with `hidden` fields as null. From `pointsZoom` on every
 * point comes singly. The answer is JSON text written by PostgreSQL, as the map projection's.
 */
export async function mapClustersJson(
  db: Db,
  filter: ClusterFilter,
  q: MeasuringPointClusterQuery,
  hidden?: readonly EmbedHiddenField[],
): Promise<string> {
  const where = and(filter.where, inViewport(q));
  if (q.zoom >= MAP_CLUSTERS.pointsZoom) return `{"clusters":[],"points":${await mapRowsJson(db, where, hidden)}}`;

  const kept = filter.cells && q.zoom <= CELL_MAX_ZOOM ? await cellClusters(db, filter.cells, q) : null;
  if (kept) {
    const points = kept.singles.length
      ? await mapRowsJson(db, and(filter.where, inArray(mp.id, kept.singles)), hidden)
      : '[]';
    return `{"clusters":${kept.clusters},"points":${points}}`;
  }
  const scale = 2 ** q.zoom * (256 / MAP_CLUSTERS.cellPx);
  const last = scale - 1;
  const phi = sql`radians(greatest(least(${mp.latitude}, ${MERCATOR_MAX_LAT}::float8), ${-MERCATOR_MAX_LAT}::float8))`;
  const x = sql`greatest(0, least(floor((${mp.longitude} + 180) / 360 * ${scale}::float8), ${last}::float8))`;
  const y = sql`greatest(0, least(floor((1 - ln(tan(${phi}) + 1 / cos(${phi})) / pi()) / 2 * ${scale}::float8), ${last}::float8))`;
  const join = filter.needsMeter
    ? sql`left join ${installations} on ${eq(installations.measuringPointId, mp.id)}`
    : sql``;
  const [answer] = rowsOf<{ clusters: string; singles: string }>(
    await db.execute(sql`
      select coalesce(json_agg(json_build_array(cell, n, lat, lng, west, south, east, north)) filter (where n > 1), '[]')::text as clusters,
        coalesce(json_agg(id) filter (where n = 1), '[]')::text as singles
      from (
        select ${y} * ${scale}::float8 + ${x} as cell, count(*) as n, avg(${mp.latitude}) as lat, avg(${mp.longitude}) as lng,
          min(${mp.longitude}) as west, min(${mp.latitude}) as south, max(${mp.longitude}) as east,
          max(${mp.latitude}) as north, min(${mp.id}) as id
        from ${mp} ${join}
        where ${where}
        group by 1
      ) cells`),
  );
  const singles = JSON.parse(answer.singles) as number[];
  const points = singles.length ? await mapRowsJson(db, and(filter.where, inArray(mp.id, singles)), hidden) : '[]';
  return `{"clusters":${answer.clusters},"points":${points}}`;
}

/** How many points the filters hold, and their bounds (null without points); from the kept cells when it can. */
export async function mapCount(db: Db, filter: ClusterFilter): Promise<MeasuringPointMapCount> {
  const join = filter.needsMeter
    ? sql`left join ${installations} on ${eq(installations.measuringPointId, mp.id)}`
    : sql``;
  const cells = measuringPointCells;
  const query = filter.cells
    ? sql`select coalesce(sum(${cells.n}), 0)::int as n, min(${cells.west}) as w, min(${cells.south}) as s,
        max(${cells.east}) as e, max(${cells.north}) as nn from ${cells}
        where ${and(filter.cells(cells.companyId), sql`${cells.zoom} = 0`)}`
    : sql`select count(*)::int as n, min(${mp.longitude}) as w, min(${mp.latitude}) as s,
        max(${mp.longitude}) as e, max(${mp.latitude}) as nn from ${mp} ${join} where ${filter.where}`;
  const [answer] = rowsOf<{ n: number | string; w: number | null; s: number; e: number; nn: number }>(
    await db.execute(query),
  );
  const bounds: MeasuringPointMapCount['bounds'] = answer.w === null ? null : [answer.w, answer.s, answer.e, answer.nn];
  return { count: Number(answer.n), bounds };
}
