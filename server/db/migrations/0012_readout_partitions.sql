-- Readouts partitioned by month of `ts` (UTC months), so a report or export reads only the months it asks
-- for and its cost follows the asked range, not the table. With TimescaleDB loaded the table becomes a
-- hypertable instead (monthly chunks). No foreign key points into readouts or out of it; its primary key
-- (installation_id, ts) already holds the partition column and is the only index, made on every partition.
--
-- readouts_ensure_partitions(first, last) creates the monthly partitions covering [first, last] that do
-- not exist yet, moving any of their rows out of the DEFAULT partition (which catches every reading no
-- month partition holds, so no insert ever fails). Writers call it once for the months they are about to
-- write; when all exist it only looks the names up. A no-op on a hypertable.
CREATE OR REPLACE FUNCTION readouts_ensure_partitions(first_ts timestamptz, last_ts timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  month_start timestamp := date_trunc('month', first_ts AT TIME ZONE 'UTC');
  month_end timestamp;
  partition_name text;
  created integer := 0;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_partitioned_table WHERE partrelid = to_regclass('readouts')) THEN
    RETURN 0;
  END IF;
  WHILE month_start <= last_ts AT TIME ZONE 'UTC' LOOP
    month_end := month_start + interval '1 month';
    partition_name := 'readouts_' || to_char(month_start, 'YYYY_MM');
    IF to_regclass(partition_name) IS NULL THEN
      -- One creator at a time; an insert into the DEFAULT partition between the move and the attach
      -- would make the attach fail, so those wait too.
      PERFORM pg_advisory_xact_lock(hashtext('readouts_ensure_partitions'));
      LOCK TABLE readouts_default IN SHARE ROW EXCLUSIVE MODE;
      IF to_regclass(partition_name) IS NULL THEN
        EXECUTE format('CREATE TABLE %I (LIKE readouts INCLUDING DEFAULTS)', partition_name);
        EXECUTE format(
          'WITH moved AS (DELETE FROM readouts_default WHERE ts >= %L AND ts < %L RETURNING *) '
            'INSERT INTO %I SELECT * FROM moved',
          month_start AT TIME ZONE 'UTC', month_end AT TIME ZONE 'UTC', partition_name);
        EXECUTE format('ALTER TABLE readouts ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
          partition_name, month_start AT TIME ZONE 'UTC', month_end AT TIME ZONE 'UTC');
        created := created + 1;
      END IF;
    END IF;
    month_start := month_end;
  END LOOP;
  RETURN created;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  month_start timestamptz;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'timescaledb')
    AND current_setting('shared_preload_libraries', true) LIKE '%timescaledb%' THEN
    CREATE EXTENSION IF NOT EXISTS timescaledb;
    EXECUTE $sql$SELECT create_hypertable('readouts', 'ts', chunk_time_interval => interval '1 month',
      migrate_data => true)$sql$;
    RETURN;
  END IF;

  ALTER TABLE readouts RENAME TO readouts_unpartitioned;
  ALTER TABLE readouts_unpartitioned RENAME CONSTRAINT readouts_pkey TO readouts_unpartitioned_pkey;
  CREATE TABLE readouts (
    installation_id integer NOT NULL,
    ts timestamp with time zone NOT NULL,
    total_volume double precision,
    flow double precision,
    level1 double precision,
    mean_velocity double precision,
    sensor_status integer,
    temperature double precision,
    battery_voltage double precision,
    battery1_status smallint,
    battery2_status smallint,
    battery_lifetime integer,
    signal_strength smallint,
    spreading_factor smallint,
    alert_flags integer DEFAULT 0 NOT NULL,
    CONSTRAINT readouts_pkey PRIMARY KEY (installation_id, ts)
  ) PARTITION BY RANGE (ts);
  CREATE TABLE readouts_default PARTITION OF readouts DEFAULT;

  FOR month_start IN SELECT DISTINCT date_trunc('month', ts AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
    FROM readouts_unpartitioned LOOP
    PERFORM readouts_ensure_partitions(month_start, month_start);
  END LOOP;
  PERFORM readouts_ensure_partitions(now(), now() + interval '1 month');

  INSERT INTO readouts (installation_id, ts, total_volume, flow, level1, mean_velocity, sensor_status, temperature,
      battery_voltage, battery1_status, battery2_status, battery_lifetime, signal_strength, spreading_factor,
      alert_flags)
    SELECT installation_id, ts, total_volume, flow, level1, mean_velocity, sensor_status, temperature,
      battery_voltage, battery1_status, battery2_status, battery_lifetime, signal_strength, spreading_factor,
      alert_flags
    FROM readouts_unpartitioned;
  DROP TABLE readouts_unpartitioned;
END $$;
