import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReadingEditAction, ReadingQuality } from '../../src/core/domain/readingQuality.ts';
import type { ReadingSource } from '../../src/core/domain/readingSources.ts';
import { createdAt, publicUuid, serialId, timestamptz } from './columns.ts';
import { installationSearchText } from './installationSearchText.ts';
import { companies, companyIdColumn, users } from './schema.ts';

/** A meter with its communication module (spec: installation, device or meter). */
export const installations = pgTable(
  'installations',
  {
    id: serialId(),
    uuid: publicUuid(),
    serialNumber: text('serial_number').notNull(),
    deviceEui: text('device_eui'),
    meterType: text('meter_type').notNull(),
    article: text('article').notNull().default(''),
    productionNumber: text('production_number').notNull().default(''),
    commModuleType: text('comm_module_type'),
    commModuleVersion: text('comm_module_version'),
    commModuleSerial: text('comm_module_serial'),
    /** the communication module's key (keys table comes with the keys feature; comm_mod_uuid is its primary key) */
    commModUuid: uuid('comm_mod_uuid'),
    keyIsDeleted: boolean('key_is_deleted').notNull().default(false),
    companyId: companyIdColumn(),
    deviceProfileId: integer('device_profile_id').references(() => deviceProfiles.id, { onDelete: 'set null' }),
    /** measuring points come with the next feature; no foreign key yet */
    measuringPointId: integer('measuring_point_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** registered on the low-power network (LoRa meters) */
    networkRegistered: boolean('network_registered').notNull().default(false),
    /** when the network server last reported the device joined (LoRaWAN OTAA join event) */
    networkJoinedAt: timestamptz('network_joined_at'),
    /** %, from the network server's device-status answer (LoRaWAN), and when it came */
    batteryLevel: doublePrecision('battery_level'),
    batteryLevelAt: timestamptz('battery_level_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('installations_uuid_key').on(t.uuid),
    uniqueIndex('installations_serial_number_key').on(t.serialNumber),
    index('installations_company_type_idx').on(t.companyId, t.meterType),
    // The grid's orderings, each with the id that breaks ties: company first for a tenant's list (else the
    // planner may walk a global ordering and filter out other companies' rows), alone for staff.
    index('installations_company_serial_idx').on(t.companyId, t.serialNumber),
    index('installations_company_created_at_idx').on(t.companyId, t.createdAt, t.id),
    index('installations_created_at_idx').on(t.createdAt, t.id),
    index('installations_meter_type_idx').on(t.meterType, t.serialNumber),
    // a network server names a device by its EUI: found in any spelling's upper case
    index('installations_device_eui_idx').on(sql`upper(${t.deviceEui})`),
    // the grid's search ("contains", any case) over five columns as one trigram index (pg_trgm)
    index('installations_search_idx').using('gin', sql`(${installationSearchText(t)}) gin_trgm_ops`),
  ],
);

/**
 * Each installation's newest reading, volume and open-alert count, so lists need no join on readouts. Kept
 * apart from the wide `installations` row: every stored reading writes these columns, and an update of a row
 * rewrites every index of its table (the grid's search and sort indexes of `installations`), here only the
 * sort indexes of these columns. One row per installation, made and kept in its company by triggers on
 * `installations` (migration 0024), so a list joins it without losing a meter; `company_id` lets a tenant's
 * list walk its own company's ordering.
 */
export const installationLatest = pgTable(
  'installation_latest',
  {
    installationId: integer('installation_id')
      .primaryKey()
      .references(() => installations.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    lastReadoutAt: timestamptz('last_readout_at'),
    volumeM3: doublePrecision('volume_m3'),
    alertCount: integer('alert_count').notNull().default(0),
  },
  (t) => [
    // the grid's orderings of these columns, ties broken on the installation: per company and for staff
    index('installation_latest_company_last_readout_idx').on(
      t.companyId,
      t.lastReadoutAt.asc().nullsFirst(),
      t.installationId,
    ),
    index('installation_latest_company_volume_idx').on(t.companyId, t.volumeM3.asc().nullsFirst(), t.installationId),
    index('installation_latest_company_alert_count_idx').on(t.companyId, t.alertCount, t.installationId),
    index('installation_latest_last_readout_idx').on(t.lastReadoutAt.asc().nullsFirst(), t.installationId),
    index('installation_latest_volume_idx').on(t.volumeM3.asc().nullsFirst(), t.installationId),
    index('installation_latest_alert_count_idx').on(t.alertCount, t.installationId),
  ],
);

/**
 * Time series of readouts, one row per installation and reading (15 minutes apart). The largest table: no
 * foreign key points into it and none out of it. Migration 0011 makes it partitioned by month of `ts` (UTC;
 * native range partitions, a DEFAULT partition for any other reading, `readouts_ensure_partitions` to add
 * months; a TimescaleDB hypertable where that extension is loaded). Drizzle sees the parent only, which has
 * exactly these columns and primary key: partitioning lives in that SQL. Queries should bound `ts` with
 * plain range predicates so the planner reads only the asked months.
 */
export const readouts = pgTable(
  'readouts',
  {
    installationId: integer('installation_id').notNull(),
    ts: timestamptz('ts').notNull(),
    /** m3 */
    totalVolume: doublePrecision('total_volume'),
    /** m3/h, negative for backflow */
    flow: doublePrecision('flow'),
    /** m, water level in the channel (AFM) */
    level1: doublePrecision('level1'),
    /** m/s (AFM) */
    meanVelocity: doublePrecision('mean_velocity'),
    sensorStatus: integer('sensor_status'),
    /** °C */
    temperature: doublePrecision('temperature'),
    /** V */
    batteryVoltage: doublePrecision('battery_voltage'),
    /** % */
    battery1Status: smallint('battery1_status'),
    battery2Status: smallint('battery2_status'),
    /** remaining days (LoRa) */
    batteryLifetime: integer('battery_lifetime'),
    /** dBm */
    signalStrength: smallint('signal_strength'),
    /** LoRa spreading factor 7…12 */
    spreadingFactor: smallint('spreading_factor'),
    /** dB, signal-to-noise ratio of the best gateway (LoRaWAN) */
    snr: doublePrecision('snr'),
    /** the uplink's frame counter (LoRaWAN FCnt) */
    frameCounter: bigint('frame_counter', { mode: 'number' }),
    /** bits of ALERT_STATES (src/core/domain/alertStates.ts) */
    alertFlags: integer('alert_flags').notNull().default(0),
    /** where the reading came from (READING_SOURCES); the rows from before the column are simulated */
    source: text('source').$type<ReadingSource>().notNull().default('simulated'),
    /** how far the reading can be trusted (READING_QUALITIES): measured, estimated, edited or rejected */
    quality: text('quality').$type<ReadingQuality>().notNull().default('measured'),
    /** how an estimated reading was made (ESTIMATION_METHODS), null for every other quality */
    qualityMethod: text('quality_method'),
  },
  (t) => [primaryKey({ name: 'readouts_pkey', columns: [t.installationId, t.ts] })],
);

/**
 * The audit trail of readings changed by hand or estimated: who, when, why, and the values before and after.
 * `original_*` hold the reading as it was first stored (null for an estimate, which had none), so a
 * restore can bring it back however often it was corrected since.
 */
export const readingEdits = pgTable(
  'reading_edits',
  {
    id: serialId(),
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id, { onDelete: 'cascade' }),
    /** the reading's instant; a range action writes one row per reading it changed */
    ts: timestamptz('ts').notNull(),
    action: text('action').$type<ReadingEditAction>().notNull(),
    reason: text('reason').notNull(),
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull().defaultNow(),
    originalVolume: doublePrecision('original_volume'),
    originalQuality: text('original_quality').$type<ReadingQuality>(),
    newVolume: doublePrecision('new_volume'),
    newQuality: text('new_quality').$type<ReadingQuality>().notNull(),
  },
  (t) => [index('reading_edits_installation_idx').on(t.installationId, t.at, t.id)],
);

/** Alert episodes derived from the readouts; `ended_at` null is an open alert. */
export const alerts = pgTable(
  'alerts',
  {
    id: serialId(),
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [
    index('alerts_installation_idx').on(t.installationId, t.startedAt),
    index('alerts_open_state_idx')
      .on(t.state, t.installationId)
      .where(sql`${t.endedAt} IS NULL`),
    // a meter's own open alerts (the lists' `alerts` of each row): the state index above starts with the state,
    // so finding one meter's open alerts through it walks every open alert
    index('alerts_open_installation_idx')
      .on(t.installationId, t.state)
      .where(sql`${t.endedAt} IS NULL`),
  ],
);

export const meterGroups = pgTable(
  'meter_groups',
  {
    id: serialId(),
    uuid: publicUuid(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    companyId: companyIdColumn(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('meter_groups_uuid_key').on(t.uuid), index('meter_groups_company_idx').on(t.companyId)],
);

/** A table linking device groups to installations (each pair once), named `table`. */
function groupInstallationLink<N extends string>(table: N) {
  return pgTable(
    table,
    {
      groupId: integer('group_id')
        .notNull()
        .references(() => meterGroups.id, { onDelete: 'cascade' }),
      installationId: integer('installation_id')
        .notNull()
        .references(() => installations.id, { onDelete: 'cascade' }),
    },
    (t) => [
      primaryKey({ name: `${table}_pkey`, columns: [t.groupId, t.installationId] }),
      index(`${table}_installation_idx`).on(t.installationId),
    ],
  );
}

export const meterGroupInstallations = groupInstallationLink('meter_group_installations');

/**
 * The inlet meters of a device group: the bulk meters that feed its district. Their consumption is the
 * volume a water balance sets against the sum of the other members (they may be members too, and are then
 * left out of that sum).
 */
export const meterGroupInlets = groupInstallationLink('meter_group_inlets');

/** Device profiles; a null company makes a profile shared by everyone. */
export const deviceProfiles = pgTable(
  'device_profiles',
  {
    id: serialId(),
    uuid: publicUuid(),
    name: text('name').notNull(),
    meterType: text('meter_type').notNull(),
    description: text('description').notNull().default(''),
    settings: jsonb('settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('device_profiles_uuid_key').on(t.uuid)],
);

/** Asynchronous work (low-power-network registration …), polled by the client; survives page reloads. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    status: text('status').$type<'pending' | 'completed' | 'failed'>().notNull().default('pending'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    input: jsonb('input')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    report: jsonb('report').$type<Record<string, unknown>>(),
    detail: text('detail'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('tasks_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The days a daily job (server/jobs/dailySchedule.ts) was started: the first instance to claim a job's day
 * runs it, the others leave it.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    job: text('job').notNull(),
    day: text('day').notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'scheduled_runs_pkey', columns: [t.job, t.day] })],
);
