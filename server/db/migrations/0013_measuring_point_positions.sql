-- The map's viewport queries filter measuring points by latitude and longitude ranges and group them by
-- position; company_id and id in the index let PostgreSQL answer the scope, the grouping and the single
-- points' ids from the index alone.
CREATE INDEX IF NOT EXISTS "measuring_points_position_idx" ON "measuring_points" USING btree ("latitude","longitude","company_id","id");
--> statement-breakpoint
-- The cell of a position on the map's grid at a zoom: 64-pixel cells of Web Mercator's 256-pixel tiles, so
-- 4 · 2^zoom cells across the world (MAP_CLUSTERS.cellPx); latitudes past Mercator's edge count in the edge rows.
CREATE OR REPLACE FUNCTION meter_portal_map_cell_x(lng float8, zoom integer) RETURNS int8 LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(0, least(floor((lng + 180) / 360 * (4 * 2 ^ zoom)), 4 * 2 ^ zoom - 1))::int8
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION meter_portal_map_cell_y(lat float8, zoom integer) RETURNS int8 LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(0, least(floor((1 - ln(tan(radians(greatest(least(lat, 85.0511), -85.0511)))
    + 1 / cos(radians(greatest(least(lat, 85.0511), -85.0511)))) / pi()) / 2 * (4 * 2 ^ zoom)), 4 * 2 ^ zoom - 1))::int8
$$;
--> statement-breakpoint
-- Each company's points counted per grid cell for the zooms 0 to 12, kept by the triggers below: the map's
-- low zooms read a few hundred of these rows instead of grouping a million points per view. Bounds only grow
-- (a removed point leaves them wider, still around every point); min_id is the smallest point id of the cell,
-- null when that point was removed and the next smallest is not known.
CREATE TABLE IF NOT EXISTS "measuring_point_cells" (
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "zoom" smallint NOT NULL,
  "cx" bigint NOT NULL,
  "cy" bigint NOT NULL,
  "n" integer NOT NULL,
  "sum_lat" double precision NOT NULL,
  "sum_lng" double precision NOT NULL,
  "west" double precision NOT NULL,
  "south" double precision NOT NULL,
  "east" double precision NOT NULL,
  "north" double precision NOT NULL,
  "min_id" integer,
  PRIMARY KEY ("company_id", "zoom", "cx", "cy")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION meter_portal_cells_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO measuring_point_cells AS c (company_id, zoom, cx, cy, n, sum_lat, sum_lng, west, south, east, north, min_id)
  SELECT p.company_id, z, meter_portal_map_cell_x(p.longitude, z), meter_portal_map_cell_y(p.latitude, z), count(*),
    sum(p.latitude), sum(p.longitude), min(p.longitude), min(p.latitude), max(p.longitude), max(p.latitude), min(p.id)
  FROM added p CROSS JOIN generate_series(0, 12) z
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (company_id, zoom, cx, cy) DO UPDATE SET
    n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
    west = least(c.west, excluded.west), south = least(c.south, excluded.south),
    east = greatest(c.east, excluded.east), north = greatest(c.north, excluded.north),
    -- an unknown smallest id stays unknown: a smaller one may still be in the cell
    min_id = CASE WHEN c.min_id IS NULL THEN NULL ELSE least(c.min_id, excluded.min_id) END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION meter_portal_cells_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE measuring_point_cells c SET n = c.n - r.n, sum_lat = c.sum_lat - r.sum_lat, sum_lng = c.sum_lng - r.sum_lng,
    min_id = CASE WHEN c.min_id = ANY (r.ids) THEN NULL ELSE c.min_id END
  FROM (
    SELECT p.company_id, z, meter_portal_map_cell_x(p.longitude, z) AS cx, meter_portal_map_cell_y(p.latitude, z) AS cy,
      count(*) AS n, sum(p.latitude) AS sum_lat, sum(p.longitude) AS sum_lng, array_agg(p.id) AS ids
    FROM removed p CROSS JOIN generate_series(0, 12) z
    GROUP BY 1, 2, 3, 4
  ) r
  WHERE c.company_id = r.company_id AND c.zoom = r.z AND c.cx = r.cx AND c.cy = r.cy;
  DELETE FROM measuring_point_cells WHERE n <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER measuring_points_cells_insert AFTER INSERT ON measuring_points
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION meter_portal_cells_add();
--> statement-breakpoint
CREATE TRIGGER measuring_points_cells_delete AFTER DELETE ON measuring_points
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION meter_portal_cells_remove();
--> statement-breakpoint
-- A moved point (or one given to another company) leaves its old cells and joins its new ones; an update that
-- changes neither (a new name) leaves the cells alone. Transition tables take no column list, hence the check.
CREATE OR REPLACE FUNCTION meter_portal_cells_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS meter_portal_moved (id integer, company_id integer, latitude float8, longitude float8, was boolean) ON COMMIT DROP;
  DELETE FROM meter_portal_moved;
  INSERT INTO meter_portal_moved
  SELECT o.id, o.company_id, o.latitude, o.longitude, true FROM removed o JOIN added n ON n.id = o.id
  WHERE (o.latitude, o.longitude, o.company_id) IS DISTINCT FROM (n.latitude, n.longitude, n.company_id)
  UNION ALL
  SELECT n.id, n.company_id, n.latitude, n.longitude, false FROM removed o JOIN added n ON n.id = o.id
  WHERE (o.latitude, o.longitude, o.company_id) IS DISTINCT FROM (n.latitude, n.longitude, n.company_id);
  IF NOT FOUND THEN RETURN NULL; END IF;
  UPDATE measuring_point_cells c SET n = c.n - r.n, sum_lat = c.sum_lat - r.sum_lat, sum_lng = c.sum_lng - r.sum_lng,
    min_id = CASE WHEN c.min_id = ANY (r.ids) THEN NULL ELSE c.min_id END
  FROM (
    SELECT p.company_id, z, meter_portal_map_cell_x(p.longitude, z) AS cx, meter_portal_map_cell_y(p.latitude, z) AS cy,
      count(*) AS n, sum(p.latitude) AS sum_lat, sum(p.longitude) AS sum_lng, array_agg(p.id) AS ids
    FROM meter_portal_moved p CROSS JOIN generate_series(0, 12) z WHERE p.was
    GROUP BY 1, 2, 3, 4
  ) r
  WHERE c.company_id = r.company_id AND c.zoom = r.z AND c.cx = r.cx AND c.cy = r.cy;
  DELETE FROM measuring_point_cells WHERE n <= 0;
  INSERT INTO measuring_point_cells AS c (company_id, zoom, cx, cy, n, sum_lat, sum_lng, west, south, east, north, min_id)
  SELECT p.company_id, z, meter_portal_map_cell_x(p.longitude, z), meter_portal_map_cell_y(p.latitude, z), count(*),
    sum(p.latitude), sum(p.longitude), min(p.longitude), min(p.latitude), max(p.longitude), max(p.latitude), min(p.id)
  FROM meter_portal_moved p CROSS JOIN generate_series(0, 12) z WHERE NOT p.was
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (company_id, zoom, cx, cy) DO UPDATE SET
    n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
    west = least(c.west, excluded.west), south = least(c.south, excluded.south),
    east = greatest(c.east, excluded.east), north = greatest(c.north, excluded.north),
    min_id = CASE WHEN c.min_id IS NULL THEN NULL ELSE least(c.min_id, excluded.min_id) END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER measuring_points_cells_update AFTER UPDATE ON measuring_points
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION meter_portal_cells_move();
--> statement-breakpoint
INSERT INTO measuring_point_cells (company_id, zoom, cx, cy, n, sum_lat, sum_lng, west, south, east, north, min_id)
SELECT p.company_id, z, meter_portal_map_cell_x(p.longitude, z), meter_portal_map_cell_y(p.latitude, z), count(*),
  sum(p.latitude), sum(p.longitude), min(p.longitude), min(p.latitude), max(p.longitude), max(p.latitude), min(p.id)
FROM measuring_points p CROSS JOIN generate_series(0, 12) z
GROUP BY 1, 2, 3, 4
ON CONFLICT DO NOTHING;
