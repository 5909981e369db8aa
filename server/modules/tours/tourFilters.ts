import { and, eq } from 'drizzle-orm';
import type { CompanyScope } from '../../data/companyScope.ts';
import { tourRegisters, tours } from '../../db/tourSchema.ts';
import { completeTour } from '../../domain/completeTour.ts';
import { registerInScope, tourInScope } from './tourMeterScope.ts';

export type TourRow = typeof tours.$inferSelect;
export type RegisterRow = typeof tourRegisters.$inferSelect;

/** The conditions every reader and writer of tours applies for one caller (tourRepository.ts). */
export function tourFilters(scope: CompanyScope) {
  // a tour a staged import is still writing exists for no one (pendingTours.ts)
  const inScope = () => and(completeTour(), scope.where(tours.companyId), tourInScope(scope));
  const visible = (uuid: string) => and(eq(tours.uuid, uuid), inScope());
  const registersOf = (tour: TourRow) => and(eq(tourRegisters.tourId, tour.id), registerInScope(scope, tour.companyId));
  return { inScope, visible, registersOf };
}
