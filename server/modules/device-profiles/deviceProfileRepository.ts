import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { deviceProfiles } from '../../db/deviceSchema.ts';
import { notFound } from '../../http/HttpError.ts';
import type { PageWindow } from '../../http/paginate.ts';
import { countOf, pageRows } from '../../data/pageRows.ts';

export type DeviceProfileRow = typeof deviceProfiles.$inferSelect;

/**
 * The profiles new meters of `companyId` may use, stated once: the shared ones, and that company's own when it
 * is in the scope. `usableFor` checks a new device's profile with it; `?for=device:<company>` offers these.
 */
export function profileConditionFor(scope: CompanyScope, companyId: number | undefined): SQL {
  const own =
    companyId === undefined
      ? undefined
      : and(eq(deviceProfiles.companyId, companyId), scope.where(deviceProfiles.companyId));
  return or(isNull(deviceProfiles.companyId), own)!;
}

/** Device profiles as one caller may see them: the shared ones (no company) and those of the scope's companies. */
export function deviceProfileRepository(db: Db, scope: CompanyScope) {
  const visible = or(isNull(deviceProfiles.companyId), scope.where(deviceProfiles.companyId));
  return {
    /** one page by name, or every row when `window.limit` is null */
    /** `choices`: the condition of `?for=` (`deviceProfileChoices`), if any */
    async page(
      q: { meter_type?: string },
      window: PageWindow,
      choices?: SQL,
    ): Promise<{ rows: DeviceProfileRow[]; total: number }> {
      const where = and(visible, choices, q.meter_type ? eq(deviceProfiles.meterType, q.meter_type) : undefined);
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
      const [row] = await db
        .select({ id: deviceProfiles.id })
        .from(deviceProfiles)
        .where(and(eq(deviceProfiles.uuid, uuid), profileConditionFor(scope, companyId)));
      return row?.id ?? null;
    },
  };
}
