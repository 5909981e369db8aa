-- The map's viewport queries filter measuring points by latitude and longitude ranges and group them by
-- position; company_id and id in the index let PostgreSQL answer the scope, the grouping and the single
-- points' ids from the index alone.
CREATE INDEX IF NOT EXISTS "measuring_points_position_idx" ON "measuring_points" USING btree ("latitude","longitude","company_id","id");
