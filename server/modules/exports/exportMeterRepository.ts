import { and, asc, eq } from 'drizzle-orm';
import { AFM_METER_TYPE } from '../../../src/core/domain/meterTypes.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { notFound } from '../../http/HttpError.ts';

/** The meters a readout export may read, as one caller sees them. */
export function exportMeterRepository(db: Db, scope: CompanyScope) {
  return {
    /** a meter of the caller's companies by serial number; any other is a 404 */
    async bySerial(serial: string) {
      const [row] = await db
        .select({ id: installations.id, serialNumber: installations.serialNumber, meterType: installations.meterType })
        .from(installations)
        .where(and(eq(installations.serialNumber, serial), scope.where(installations.companyId)))
        .limit(1);
      if (!row) throw notFound();
      return row;
    },

    /** every AFM meter of the caller's companies, by serial number */
    afmMeters() {
      return db
        .select({ id: installations.id, serialNumber: installations.serialNumber })
        .from(installations)
        .where(and(eq(installations.meterType, AFM_METER_TYPE), scope.where(installations.companyId)))
        .orderBy(asc(installations.serialNumber));
    },
  };
}
