import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';
import { companyIdColumn } from './schema.ts';

/**
 * A measuring point: a named place with coordinates where a meter is (or will be) installed. The meter
 * assigned to it is the installation whose `measuring_point_id` names it; migration 0002 adds a partial
 * unique index there, so a meter serves one point and a point has one meter.
 */
export const measuringPoints = pgTable(
  'measuring_points',
  {
    id: serialId(),
    name: text('name').notNull(),
    companyId: companyIdColumn(),
    /** the customer's own reference for the point */
    customerMeasuringPointId: text('customer_measuring_point_id').notNull().default(''),
    /** the point's id (mpid), unique within its company */
    measuringPointId: text('measuring_point_id').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('measuring_points_company_mpid_key').on(t.companyId, t.measuringPointId),
    index('measuring_points_name_idx').on(t.name),
    // the map's viewport filter and grid (migration 0011), answered from the index alone
    index('measuring_points_position_idx').on(t.latitude, t.longitude, t.companyId, t.id),
  ],
);

/**
 * Each company's measuring points counted per cell of the map's grid (64-pixel Web Mercator cells) for the
 * zooms 0 to 12, kept by triggers of migration 0011: the map's low zooms read these rows instead of grouping a
 * million points per view. Bounds only grow; `minId` is null when the cell's smallest point was removed.
 */
export const measuringPointCells = pgTable(
  'measuring_point_cells',
  {
    companyId: companyIdColumn(),
    zoom: smallint('zoom').notNull(),
    cx: bigint('cx', { mode: 'number' }).notNull(),
    cy: bigint('cy', { mode: 'number' }).notNull(),
    n: integer('n').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
    sumLng: doublePrecision('sum_lng').notNull(),
    west: doublePrecision('west').notNull(),
    south: doublePrecision('south').notNull(),
    east: doublePrecision('east').notNull(),
    north: doublePrecision('north').notNull(),
    minId: integer('min_id'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.zoom, t.cx, t.cy] })],
);
