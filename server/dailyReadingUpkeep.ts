import type { Db } from './db/createDatabase.ts';
import { applyNightFlowAlerts } from './modules/readouts/applyNightFlowAlerts.ts';
import { runScheduledValidation } from './modules/validation/scheduledValidation.ts';

/**
 * The daily work over every company's meters with readings since its last daily run: their validation, and
 * their night-flow alerts derived again — the only derivation of them for meters fed by telegrams and uplinks,
 * which step their alerts one reading at a time and never see a whole night. The night-flow step counts only
 * nights whose window ended by the meter's newest reading, so a run inside a night window (the default 03:00
 * UTC falls in the default 02:00–04:00) judges the nights up to yesterday's and leaves tonight's to the next
 * run, whose meters include this one (it got readings since). After the first run it looks back only from the
 * day before the last run by the nights in a row the rule needs. Composed here, in the wiring, because the
 * validation module lies below readouts.
 */
export function runDailyReadingUpkeep(db: Db, now = new Date()) {
  return runScheduledValidation(db, now, (installationIds, lastRun) =>
    applyNightFlowAlerts(db, installationIds, lastRun),
  );
}
