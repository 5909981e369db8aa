import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { installations, readouts } from '../../../server/db/deviceSchema.ts';
import { ensureReadoutPartitions } from '../../../server/db/ensureReadoutPartitions.ts';
import { companyValidationSchedule, validationFindings } from '../../../server/db/validationSchema.ts';
import { claimDay, nextRunAt } from '../../../server/jobs/dailySchedule.ts';
import { runScheduledValidation } from '../../../server/modules/validation/scheduledValidation.ts';
import { serverSuite } from '../support/serverSuite.ts';

const suite = serverSuite();
const Q = 15 * 60_000;
const DAY = 86_400_000;
/** weeks before the demo data: the readings written here are the only ones near these days */
const MAY_19 = Date.UTC(2023, 4, 19);

let meter: { id: number; companyId: number };

/** readings every 15 minutes from `start`, `n` of them, without the slots in `missing` */
async function writeReadings(start: number, n: number, missing: number[]) {
  const { db } = suite.server.built.ctx;
  await ensureReadoutPartitions(db, new Date(start), new Date(start + n * Q));
  const rows = Array.from({ length: n }, (_, i) => i)
    .filter((i) => !missing.includes(i))
    .map((i) => ({ installationId: meter.id, ts: new Date(start + i * Q), totalVolume: 100 + i * 0.01 }));
  // stored without queueing their validation: as if the process stopped before its queue ran
  await db.insert(readouts).values(rows);
}

const gapFindings = () =>
  suite.server.built.ctx.db
    .select({ from: validationFindings.rangeFrom })
    .from(validationFindings)
    .where(and(eq(validationFindings.installationId, meter.id), eq(validationFindings.rule, 'gap')))
    .orderBy(validationFindings.rangeFrom);

const pointOf = async (companyId: number) => {
  const [row] = await suite.server.built.ctx.db
    .select({ to: companyValidationSchedule.validatedTo })
    .from(companyValidationSchedule)
    .where(eq(companyValidationSchedule.companyId, companyId));
  return row ? new Date(row.to).toISOString() : null;
};

beforeAll(async () => {
  const [row] = await suite.server.built.ctx.db
    .select({ id: installations.id, companyId: installations.companyId })
    .from(installations)
    .where(eq(installations.companyId, suite.ids['Riverside Water Works']))
    .orderBy(installations.id)
    .limit(1);
  meter = row;
});

describe('scheduled validation', () => {
  it('validates every company from its last run, so readings stored while nothing validated them are checked', async () => {
    const { db } = suite.server.built.ctx;
    // the first run looks at the last two days
    await writeReadings(MAY_19, 96, [10, 11]);
    const first = new Date(MAY_19 + DAY);
    const once = await runScheduledValidation(db, first);
    expect(once).toMatchObject({ installations: 1 });
    expect(once.companies).toBe(Object.keys(suite.ids).length);
    expect((await gapFindings()).map((f) => new Date(f.from).toISOString())).toEqual([
      new Date(MAY_19 + 9 * Q).toISOString(),
    ]);
    expect(await pointOf(meter.companyId)).toBe(first.toISOString());
    expect(await pointOf(suite.ids['Hillcrest Utilities'])).toBe(first.toISOString());

    // readings of the next two days arrive, their queued validation is lost; the next run covers them
    await writeReadings(MAY_19 + DAY, 2 * 96, [100]);
    const second = new Date(MAY_19 + 3 * DAY);
    const again = await runScheduledValidation(db, second);
    expect(again).toMatchObject({ installations: 1 });
    expect((await gapFindings()).map((f) => new Date(f.from).toISOString())).toEqual([
      new Date(MAY_19 + 9 * Q).toISOString(),
      new Date(MAY_19 + DAY + 99 * Q).toISOString(),
    ]);
    expect(await pointOf(meter.companyId)).toBe(second.toISOString());

    // nothing new since: no meter to validate, the point still moves on
    const third = new Date(MAY_19 + 4 * DAY);
    expect(await runScheduledValidation(db, third)).toMatchObject({ installations: 0, findings: 0 });
    expect(await pointOf(meter.companyId)).toBe(third.toISOString());
  });

  it('runs a day once however many instances claim it, at the configured hour', async () => {
    const { db } = suite.server.built.ctx;
    const at = new Date('2024-03-05T03:00:00Z');
    expect(await claimDay(db, 'test_job', at)).toBe(true);
    expect(await claimDay(db, 'test_job', new Date('2024-03-05T03:00:01Z'))).toBe(false);
    expect(await claimDay(db, 'test_job', new Date('2024-03-06T03:00:00Z'))).toBe(true);

    expect(nextRunAt(3, new Date('2024-03-05T02:59:00Z')).toISOString()).toBe('2024-03-05T03:00:00.000Z');
    expect(nextRunAt(3, at).toISOString()).toBe('2024-03-06T03:00:00.000Z');
    expect(loadConfig({}).validationHour).toBe(3);
    expect(loadConfig({ VALIDATION_HOUR: '23' }).validationHour).toBe(23);
    expect(() => loadConfig({ VALIDATION_HOUR: '24' })).toThrow(/VALIDATION_HOUR/);
    expect(() => loadConfig({ VALIDATION_HOUR: 'night' })).toThrow(/VALIDATION_HOUR/);
  });
});
