import { z } from 'zod';
import { databaseIdParam, INT4_MAX } from './databaseId.ts';
import { listQuery } from './pagination.ts';

/** `measuring_points/:id`: an id that is no positive 32-bit integer names no point (404). */
export const measuringPointIdParams = z.object({ id: databaseIdParam });

/** Volume and open alerts of the meter assigned to a point (zero alerts and no volume without a meter). */
export const measuringPointState = z.object({ volume: z.number().nullable(), alertCount: z.number().int() });

/**
 * Measuring point (spec section 3): name, company, ids, the assigned meter with its communication module,
 * coordinates and the meter's state, with the field names the map reads.
 */
export const measuringPoint = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.number().int(),
  company_name: z.string(),
  customer_measuring_point_id: z.string(),
  measuring_point_id: z.string(),
  /** uuid of the assigned installation, or null */
  meter: z.string().nullable(),
  meter_serial: z.string().nullable(),
  comd_serial: z.string().nullable(),
  comd_type: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  state: measuringPointState,
  created_at: z.string(),
});
export type MeasuringPoint = z.infer<typeof measuringPoint>;

/** POST measuring_points/: company defaults to the caller's active company; meter is an installation uuid. */
export const measuringPointCreate = z.object({
  name: z.string().trim().min(1).max(200),
  company: z.number().int().positive().max(INT4_MAX).optional(),
  customer_measuring_point_id: z.string().trim().max(100).optional(),
  measuring_point_id: z.string().trim().min(1).max(100),
  meter: z.uuid().nullable().optional(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type MeasuringPointCreate = z.infer<typeof measuringPointCreate>;

/** PATCH measuring_points/{id}/: any subset; `meter: null` unassigns the meter. */
export const measuringPointPatch = measuringPointCreate.partial();
export type MeasuringPointPatch = z.infer<typeof measuringPointPatch>;

export const measuringPointListQuery = listQuery.extend({
  company: z.string().optional(),
  /** meter group uuid: points whose meter is in the group */
  group: z.string().optional(),
  /** 'true': points with a meter, 'false': points without */
  assigned: z.enum(['true', 'false']).optional(),
});
export type MeasuringPointListQuery = z.infer<typeof measuringPointListQuery>;

/** Field order of one row of `measuring_points/map/`. */
export const MAP_ROW_FIELDS = [
  'id',
  'lat',
  'lng',
  'name',
  'measuring_point_id',
  'meter_serial',
  'comd_serial',
  'comd_type',
  'volume',
  'alertCount',
] as const;

export const measuringPointMapRow = z.tuple([
  z.number().int(),
  z.number(),
  z.number(),
  z.string(),
  z.string(),
  z.string().nullable(),
  z.string().nullable(),
  z.string().nullable(),
  z.number().nullable(),
  z.number().int(),
]);
export type MeasuringPointMapRow = z.infer<typeof measuringPointMapRow>;

export const measuringPointMap = z
  .array(measuringPointMapRow)
  .describe(
    `Every measuring point of the caller's companies (after the filters) as a compact row, ordered by id: ` +
      `[${MAP_ROW_FIELDS.join(', ')}]. volume is in m3 and null without a meter or readout; ` +
      'arrays instead of objects keep a million points at about 90 bytes each.',
  );

export const measuringPointMapQuery = measuringPointListQuery.pick({ company: true, group: true, search: true });
export type MeasuringPointMapQuery = z.infer<typeof measuringPointMapQuery>;

/**
 * `measuring_points/map/count`: how many points the map's filters hold, so the map can choose where to cluster,
 * and their bounds [west, south, east, north] to fit into view (null without points).
 */
export const measuringPointMapCount = z.object({
  count: z.number().int(),
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
});
export type MeasuringPointMapCount = z.infer<typeof measuringPointMapCount>;

const longitude = z.coerce.number().min(-180).max(180);
const latitude = z.coerce.number().min(-90).max(90);

/** The viewport (degrees; default the whole world) and the map's whole zoom level; the filters as the map's. */
export const measuringPointClusterQuery = measuringPointMapQuery.extend({
  west: longitude.default(-180),
  south: latitude.default(-90),
  east: longitude.default(180),
  north: latitude.default(90),
  zoom: z.coerce.number().int().min(0).max(24).default(0),
});
export type MeasuringPointClusterQuery = z.infer<typeof measuringPointClusterQuery>;

/** Field order of one cluster of `measuring_points/map/clusters/`. */
export const MAP_CLUSTER_FIELDS = ['id', 'count', 'lat', 'lng', 'west', 'south', 'east', 'north'] as const;

export const measuringPointClusterRow = z.tuple([
  z.number().int(),
  z.number().int(),
  z.number(),
  z.number(),
  z.number(),
  z.number(),
  z.number(),
  z.number(),
]);
export type MeasuringPointClusterRow = z.infer<typeof measuringPointClusterRow>;

export const measuringPointClusters = z
  .object({
    clusters: z.array(measuringPointClusterRow),
    points: z.array(measuringPointMapRow),
  })
  .describe(
    'The points of the viewport grouped on a grid of 64-pixel Web Mercator cells at the zoom: every cell with ' +
      `two points or more as a cluster [${MAP_CLUSTER_FIELDS.join(', ')}] (id names the cell at that zoom; the ` +
      'bounds are those of its points, to zoom into), every cell with one point as that point in the map ' +
      'projection (see measuring_points/map/). The counts and points add up to the points in the viewport.',
  );
export type MeasuringPointClusters = z.infer<typeof measuringPointClusters>;
