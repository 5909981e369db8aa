import { tourActionAllowed, type TourAction } from '../../../src/core/domain/tourStates.ts';
import { HttpError, msg } from '../../http/HttpError.ts';
import type { TourRow } from './tourRepository.ts';

/** 409 'This action is not available' when the tour's state does not allow the action. */
export function assertTourAction(tour: TourRow, action: TourAction): void {
  if (!tourActionAllowed(action, { state: tour.state, is_discarded: tour.isDiscarded }))
    throw new HttpError(409, { detail: msg('actionNotAvailable') });
}
