import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { CompanyScope } from '../../data/companyScope.ts';
import { countWhere, pageRows } from '../../data/pageRows.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { companies } from '../../db/schema.ts';
import { containsPattern, lenientCompanyIdFilter } from '../../http/filterValues.ts';
import type { PageWindow } from '../../http/paginate.ts';

export interface MeterFilters {
  meter_type?: string;
  company?: string;
  /** part of the serial number or the device EUI */
  search?: string;
}

/** Meters as chart choices, within the caller's companies. */
export function meterRepository(db: Db, scope: CompanyScope) {
  return {
    /** one page by serial number with the total, or every row when `window.limit` is null */
    async page(q: MeterFilters, window: PageWindow) {
      const search = q.search?.trim();
      const where = and(
        scope.where(installations.companyId),
        scope.devices(installations.id),
        q.meter_type ? eq(installations.meterType, q.meter_type) : undefined,
        q.company ? lenientCompanyIdFilter(installations.companyId, q.company) : undefined,
        search
          ? or(
              ilike(installations.serialNumber, containsPattern(search)),
              ilike(installations.deviceEui, containsPattern(search)),
            )
          : undefined,
      );
      const select = db
        .select({
          uuid: installations.uuid,
          serial_number: installations.serialNumber,
          meter_type: installations.meterType,
          company: installations.companyId,
          company_name: companies.name,
        })
        .from(installations)
        .innerJoin(companies, eq(companies.id, installations.companyId))
        .where(where)
        .orderBy(asc(installations.serialNumber), asc(installations.id));
      return pageRows(db, select, window, async () => Number(await countWhere(db, installations, where)));
    },
  };
}
