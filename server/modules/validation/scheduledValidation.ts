import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { companies } from '../../db/schema.ts';
import { companyValidationSchedule } from '../../db/validationSchema.ts';
import { VALIDATION_LOOK_BACK_MS } from './queueValidation.ts';
import { validateMeters } from './validateMeters.ts';

/** the name of the daily job (server/jobs/dailySchedule.ts claims its days under it) */
export const SCHEDULED_VALIDATION_JOB = 'validate_readings_daily';

/**
 * The daily validation: per company, the meters with readings since its last scheduled run (first run: the
 * last two days) are validated from two days before that point to `now` (the readings the checks compare
 * the new ones with), and the point moves to `now` once the company is done. Readings whose queued
 * validation a stopped process lost (queueValidation.ts keeps its queue in memory) are validated so; a run
 * cut short leaves the point where it was, for the next run to cover. Unscoped: it runs for every company.
 * `alsoFor` is more daily work over the same meters and the company's last run (none: the first; the app's
 * wiring passes the night-flow alerts of the readouts module, which lies above this one); it runs before the
 * point moves, so a failure is retried too.
 */
export async function runScheduledValidation(
  db: Db,
  now = new Date(),
  alsoFor?: (installationIds: number[], lastRun: Date | undefined) => Promise<unknown>,
): Promise<{ companies: number; installations: number; findings: number }> {
  const points = await db
    .select({ id: companies.id, validatedTo: companyValidationSchedule.validatedTo })
    .from(companies)
    .leftJoin(companyValidationSchedule, eq(companyValidationSchedule.companyId, companies.id))
    .orderBy(companies.id);
  const total = { companies: 0, installations: 0, findings: 0 };
  for (const company of points) {
    const since = company.validatedTo ? new Date(company.validatedTo) : new Date(now.getTime() - 2 * 86_400_000);
    const from = new Date(since.getTime() - (company.validatedTo ? VALIDATION_LOOK_BACK_MS : 0));
    // only meters with a reading since the last run: the others have nothing new to check
    const meters = await db
      .select({ id: installations.id })
      .from(installations)
      .where(
        and(
          eq(installations.companyId, company.id),
          sql`EXISTS (SELECT 1 FROM readouts r WHERE r.installation_id = ${installations.id}
                        AND r.ts >= ${since.toISOString()} AND r.ts < ${now.toISOString()})`,
        ),
      );
    const ids = meters.map((meter) => meter.id);
    const result = await validateMeters(db, ids, { from, to: now });
    if (alsoFor && ids.length > 0) await alsoFor(ids, company.validatedTo ? since : undefined);
    await db
      .insert(companyValidationSchedule)
      .values({ companyId: company.id, validatedTo: now })
      .onConflictDoUpdate({
        target: companyValidationSchedule.companyId,
        set: { validatedTo: now, ranAt: sql`now()` },
      });
    total.companies += 1;
    total.installations += result.installations;
    total.findings += result.findings;
  }
  return total;
}
