import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { tourReads } from './tourReads.ts';
import { tourRegisterReads } from './tourRegisterReads.ts';
import { tourWrites } from './tourWrites.ts';

export type { RegisterRow, TourRow } from './tourFilters.ts';

/**
 * Tours as one caller may see them: every finder and writer applies the caller's company scope, and for a
 * caller limited to some devices (an embed key limited to device groups) every reader keeps to the tours and
 * registers of those meters (`tourMeterScope.ts`). No finder sees a tour a staged import is still writing.
 */
export function tourRepository(db: Db, scope: CompanyScope) {
  return { ...tourReads(db, scope), ...tourRegisterReads(db, scope), ...tourWrites(db, scope) };
}
