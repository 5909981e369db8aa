import { ownEntry, sortsBy } from '../../data/orderingOf.ts';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type {
  MeasuringPointClusterQuery,
  MeasuringPointCreate,
  MeasuringPointListQuery,
  MeasuringPointMapCount,
  MeasuringPointMapQuery,
  MeasuringPointPatch,
} from '../../../src/core/contract/measuringPoints.ts';
import type { EmbedHiddenField } from '../../../src/core/domain/embed.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { pageRows } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { measuringPoints } from '../../db/measuringPointSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { mapClustersJson, mapCount, type ClusterFilter } from './mapClusters.ts';
import { mapRowsJson } from './mapRows.ts';
import { companyIdFilter } from '../../http/filterValues.ts';
import { measuringPointFilters } from './measuringPointFilters.ts';
import { selectMeasuringPoints, type MeasuringPointRow } from './measuringPointRows.ts';
import { createMeasuringPoint, updateMeasuringPoint } from './saveMeasuringPoint.ts';

const mp = measuringPoints;
const ORDERING: Record<string, SQL[]> = {
  ...sortsBy('name', mp.name),
  ...sortsBy('measuring_point_id', mp.measuringPointId),
  ...sortsBy('customer_measuring_point_id', mp.customerMeasuringPointId),
  meter_serial: [sql`${installations.serialNumber} ASC NULLS LAST`],
  '-meter_serial': [sql`${installations.serialNumber} DESC NULLS LAST`],
  ...sortsBy('created_at', mp.createdAt),
};

/** Measuring points as one caller may see and write them: every finder and writer applies the caller's company scope. */
export function measuringPointRepository(db: Db, scope: CompanyScope) {
  // The meter is joined only when a condition reads it: counting and clustering a million points then reads one table.
  const mapFilter = (q: MeasuringPointMapQuery): ClusterFilter => {
    const needsMeter = scope.limitsDevices || Boolean(q.group) || Boolean(q.search);
    return {
      where: measuringPointFilters(db, scope, q),
      needsMeter,
      cells:
        needsMeter || q.search
          ? undefined
          : (companyId) => and(scope.where(companyId), q.company ? companyIdFilter(companyId, q.company) : undefined),
    };
  };
  return {
    /** one page of the filtered list with the total, or every row when `window.limit` is null */
    async page(q: MeasuringPointListQuery, window: PageWindow): Promise<{ rows: MeasuringPointRow[]; total: number }> {
      const where = measuringPointFilters(db, scope, q);
      const order = [...(ownEntry(ORDERING, q.ordering) ?? ORDERING.name), asc(mp.id)];
      const query = selectMeasuringPoints(db)
        .where(where)
        .orderBy(...order);
      return pageRows(db, query, window, async () => {
        const [{ n }] = await db
          .select({ n: count() })
          .from(mp)
          .leftJoin(installations, eq(installations.measuringPointId, mp.id))
          .where(where);
        return n;
      });
    },

    /** the map projection of the filtered points as JSON text (see mapRowsJson) */
    mapJson(q: MeasuringPointMapQuery, hidden?: readonly EmbedHiddenField[]): Promise<string> {
      return mapRowsJson(db, measuringPointFilters(db, scope, q), hidden);
    },

    /** how many points the map's filters hold, and their bounds */
    mapCount(q: MeasuringPointMapQuery): Promise<MeasuringPointMapCount> {
      return mapCount(db, mapFilter(q));
    },

    /** the viewport's clusters and single points as JSON text (see mapClustersJson) */
    mapClustersJson(q: MeasuringPointClusterQuery, hidden?: readonly EmbedHiddenField[]): Promise<string> {
      return mapClustersJson(db, mapFilter(q), q, hidden);
    },

    /** a point of the caller's companies by id; any other is a 404, so ids leak nothing */
    async findById(id: number): Promise<MeasuringPointRow> {
      const [row] = await selectMeasuringPoints(db)
        .where(and(eq(mp.id, id), scope.where(mp.companyId)))
        .limit(1);
      if (!row) throw notFound();
      return row;
    },

    /** a new point in a company of the scope (`defaultCompanyId` without one in the body); its id */
    create(body: MeasuringPointCreate, defaultCompanyId: number | undefined): Promise<number> {
      return createMeasuringPoint(db, scope, body, defaultCompanyId);
    },

    /** changes a point found through `findById` */
    update(current: MeasuringPointRow, body: MeasuringPointPatch): Promise<void> {
      return updateMeasuringPoint(db, scope, current.point, body);
    },
  };
}
