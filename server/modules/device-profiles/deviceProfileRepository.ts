import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { deviceProfiles } from '../../db/deviceSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { countOf, pageRows } from '../../data/pageRows.ts';

export type DeviceProfileRow = typeof deviceProfiles.$inferSelect;

/** Device profiles as one caller may see them: the shared ones (no company) and those of the scope's companies. */
export function deviceProfileRepository(db: Db, scope: CompanyScope) {
  const visible = or(isNull(deviceProfiles.companyId), scope.where(deviceProfiles.companyId));
  return {
    /** one page by name, or every row when `window.limit` is null */
    async page(q: { meter_type?: string }, window: PageWindow): Promise<{ rows: DeviceProfileRow[]; total: number }> {
      const where = and(visible, q.meter_type ? eq(deviceProfiles.meterType, q.meter_type) : undefined);
      const query = db
        .select()
        .from(deviceProfiles)
        .where(where)
        .orderBy(asc(deviceProfiles.name), asc(deviceProfiles.id));
      return pageRows(db, query, window, countOf(deviceProfiles, where));
    },

    /** a visible profile by uuid; any other is a 404 */
    async findByUuid(uuid: string): Promise<DeviceProfileRow> {
      const [row] = await db
        .select()
        .from(deviceProfiles)
        .where(and(eq(deviceProfiles.uuid, uuid), visible));
      if (!row) throw notFound();
      return row;
    },

    /**
     * The id of a profile new meters of `companyId` may use: a shared one or that company's own (when the
     * company is in the scope); null when there is none, or the uuid is malformed.
     */
    async usableFor(uuid: string, companyId: number | undefined): Promise<number | null> {
      if (!/^[0-9a-f-]{36}$/i.test(uuid)) return null;
      const own =
        companyId === undefined
          ? undefined
          : and(eq(deviceProfiles.companyId, companyId), scope.where(deviceProfiles.companyId));
      const [row] = await db
        .select({ id: deviceProfiles.id })
        .from(deviceProfiles)
        .where(and(eq(deviceProfiles.uuid, uuid), or(isNull(deviceProfiles.companyId), own)));
      return row?.id ?? null;
    },
  };
}
