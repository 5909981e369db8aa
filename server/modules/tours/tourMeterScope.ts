import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CompanyScope } from '../../data/companyScope.ts';
import { installations } from '../../db/deviceSchema.ts';
import { tourRegisters, tours } from '../../db/tourSchema.ts';

/**
 * A register names its meter by serial only. For a caller whose scope limits devices (an embed key limited to
 * device groups) a register is seen when the meter of that serial, in the tour's company, is one the scope
 * sees; undefined (no condition) for every other caller.
 */
export function registerInScope(scope: CompanyScope, companyId: AnyPgColumn | number): SQL | undefined {
  if (!scope.limitsDevices) return undefined;
  return sql`exists (select 1 from ${installations} where ${and(
    eq(installations.serialNumber, tourRegisters.meterSerial),
    eq(installations.companyId, companyId),
    scope.devices(installations.id),
  )})`;
}

/** A tour is seen by such a caller when one of its registers is: a tour of none of its meters does not exist. */
export function tourInScope(scope: CompanyScope): SQL | undefined {
  const register = registerInScope(scope, tours.companyId);
  if (!register) return undefined;
  return sql`exists (select 1 from ${tourRegisters} where ${and(eq(tourRegisters.tourId, tours.id), register)})`;
}
