import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { LORA_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { UUID_PATTERN } from '../../http/filterValues.ts';

export interface Position {
  id: number;
  latitude: number;
  longitude: number;
}

// small enough that one lookup holds the embedded database for a few milliseconds, not a tenth of a second
const LOOKUP_CHUNK = 1_000;

/**
 * Devices (installations) as the device management screens read and change them: every finder and writer
 * keeps to the scope's companies, except the serial check, whose uniqueness is global.
 */
export function deviceRepository(db: Db, scope: CompanyScope) {
  const inScope = scope.where(installations.companyId);
  return {
    /** serials of `serials` any company already uses (the database's unique index is global too) */
    async takenSerials(serials: string[]): Promise<string[]> {
      const rows = await db
        .select({ serial: installations.serialNumber })
        .from(installations)
        .where(inArray(installations.serialNumber, serials));
      return rows.map((row) => row.serial);
    },

    /** new meters; their company must be in the scope (a field error is the caller's to give before) */
    async insert(values: Array<typeof installations.$inferInsert>) {
      if (values.some((value) => !scope.canSee(value.companyId))) throw new Error('meters of a company out of scope');
      return db.insert(installations).values(values).returning();
    },

    /** id by serial of the visible meters among `serials`, looked up in chunks the database takes */
    async idsBySerial(serials: string[]): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (let i = 0; i < serials.length; i += LOOKUP_CHUNK) {
        const rows = await db
          .select({ id: installations.id, serial: installations.serialNumber })
          .from(installations)
          .where(and(inArray(installations.serialNumber, serials.slice(i, i + LOOKUP_CHUNK)), inScope));
        for (const row of rows) ids.set(row.serial, row.id);
        await yieldToEventLoop();
      }
      return ids;
    },

    /**
     * places visible meters on the map, all or none: one statement (atomic by itself) taking the rows as three
     * array parameters, so the embedded database is held for that statement alone and not for a transaction
     * of many, and no parameter limit caps the row count
     */
    async setPositions(positions: Position[]): Promise<void> {
      const array = (values: number[]) => `{${values.join(',')}}`;
      await db.execute(sql`
        UPDATE ${installations} SET latitude = v.lat, longitude = v.lng
        FROM unnest(${array(positions.map((p) => p.id))}::int[], ${array(positions.map((p) => p.latitude))}::float8[],
          ${array(positions.map((p) => p.longitude))}::float8[]) AS v(id, lat, lng)
        WHERE ${installations.id} = v.id AND ${inScope}`);
    },

    /** the visible LoRa meters among `serials` with their network registration, device EUI and module */
    async loraMeters(serials: string[]) {
      return db
        .select({
          id: installations.id,
          serial: installations.serialNumber,
          registered: installations.networkRegistered,
          deviceEui: installations.deviceEui,
          commModUuid: installations.commModUuid,
        })
        .from(installations)
        .where(
          and(inArray(installations.serialNumber, serials), eq(installations.meterType, LORA_METER_TYPE), inScope),
        );
    },

    async setNetworkRegistered(id: number, registered: boolean): Promise<void> {
      await db
        .update(installations)
        .set({ networkRegistered: registered })
        .where(and(eq(installations.id, id), inScope));
    },

    /** the visible meters named by uuid or by serial number (malformed uuids name none) */
    async byUuidsOrSerials(uuids: string[], serials: string[]) {
      return db
        .select()
        .from(installations)
        .where(
          and(
            inScope,
            or(
              uuids.length > 0
                ? inArray(
                    installations.uuid,
                    uuids.filter((u) => UUID_PATTERN.test(u)),
                  )
                : undefined,
              serials.length > 0 ? inArray(installations.serialNumber, serials) : undefined,
            ),
          ),
        );
    },

    /** the visible meters of these ids */
    async byIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(installations)
        .where(and(inScope, inArray(installations.id, ids)));
    },
  };
}

export type DeviceRepository = ReturnType<typeof deviceRepository>;
