import { sql } from 'drizzle-orm';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';

/** An installation found by its device EUI, whatever its company. */
export interface LorawanDevice {
  id: number;
  uuid: string;
  companyId: number;
  meterType: string;
}

/**
 * The installation whose device EUI is `eui` (16 upper-case hex digits), of any company: an event for another
 * company's device must be told apart from an unknown one, and is then never stored. Where several companies
 * hold one EUI, a visible one comes first.
 */
export async function findLorawanDevice(db: Db, scope: CompanyScope, eui: string): Promise<LorawanDevice | undefined> {
  const rows = await db
    .select({
      id: installations.id,
      uuid: installations.uuid,
      companyId: installations.companyId,
      meterType: installations.meterType,
    })
    .from(installations)
    .where(sql`upper(${installations.deviceEui}) = ${eui}`)
    .limit(20);
  return rows.find((row) => scope.canSee(row.companyId)) ?? rows[0];
}
