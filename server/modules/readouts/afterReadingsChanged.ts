import type { Db } from '../../db/createDatabase.ts';
import { queueValidation } from '../validation/queueValidation.ts';
import { deriveReadingAlerts } from './deriveReadingAlerts.ts';

/**
 * What follows a change of a meter's stored readings in [from, to) by hand or by estimation: its alerts,
 * newest reading and volume are derived again (rejected readings left out). The validation of readings
 * hooks in here too, so every edit and estimate is checked again over the changed range.
 */
export async function afterReadingsChanged(db: Db, installationId: number, from: Date, to: Date): Promise<void> {
  // from the range on: the alerts' episodes may run across it, so those running into it carry on
  await deriveReadingAlerts(db, [installationId], from);
  queueValidation(db, [installationId], from, to);
}
