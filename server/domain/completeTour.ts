import { eq } from 'drizzle-orm';
import { tours } from '../db/tourSchema.ts';

/**
 * The one condition every reader of tours applies: a tour a staged import is still writing does not exist
 * for anyone until the import completes it (server/modules/tours/importTour.ts).
 */
export const completeTour = () => eq(tours.importPending, false);
