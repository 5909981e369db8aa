import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { createValidator } from '../../../src/core/domain/validation/validateReadings.ts';
import type { ValidationRules } from '../../../src/core/domain/validation/validationRules.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { validationFindings } from '../../db/validationSchema.ts';
import { yieldToEventLoop } from '../../jobs/yieldToEventLoop.ts';
import { validationRuleStore } from './validationRuleStore.ts';
import { validationSamples } from './validationSamples.ts';

export interface ValidationRange {
  from: Date;
  to: Date;
}

/**
 * Validates one meter's readings in [from, to) with its company's rules and replaces the open findings that
 * start in that range by what it found (a re-run over a range is idempotent; an accepted finding stays and
 * is not added again). Returns how many findings the range now holds from this run.
 */
export async function validateMeter(
  db: Db,
  meter: { id: number; meterType: string; rules: ValidationRules },
  range: ValidationRange,
  now = Date.now(),
): Promise<number> {
  const validator = createValidator(meter.rules, { meterType: meter.meterType, now });
  for await (const batch of validationSamples(db, meter.id, range.from, range.to)) {
    for (const sample of batch) validator.push(sample);
    await yieldToEventLoop();
  }
  const findings = validator.finish();
  await db.transaction(async (tx) => {
    await tx
      .delete(validationFindings)
      .where(
        and(
          eq(validationFindings.installationId, meter.id),
          eq(validationFindings.state, 'open'),
          gte(validationFindings.rangeFrom, range.from),
          lt(validationFindings.rangeFrom, range.to),
        ),
      );
    for (let i = 0; i < findings.length; i += 1000)
      await tx
        .insert(validationFindings)
        .values(
          findings.slice(i, i + 1000).map((finding) => ({
            installationId: meter.id,
            rule: finding.rule,
            rangeFrom: new Date(finding.from),
            rangeTo: new Date(finding.to),
            detail: finding.detail,
          })),
        )
        .onConflictDoNothing();
  });
  return findings.length;
}

/**
 * Validates meters (ids already checked against the caller) one after the other, each with its company's
 * rules. `progress` hears after each meter.
 */
export async function validateMeters(
  db: Db,
  installationIds: readonly number[],
  range: ValidationRange,
  progress?: (done: number, total: number) => Promise<void>,
): Promise<{ installations: number; findings: number }> {
  if (installationIds.length === 0) return { installations: 0, findings: 0 };
  const meters = await db
    .select({ id: installations.id, meterType: installations.meterType, companyId: installations.companyId })
    .from(installations)
    .where(inArray(installations.id, [...installationIds]))
    .orderBy(installations.id);
  const rulesByCompany = new Map<number, ValidationRules>();
  let findings = 0;
  for (const [index, meter] of meters.entries()) {
    let rules = rulesByCompany.get(meter.companyId);
    if (!rules) {
      rules = await validationRuleStore.load(db, meter.companyId);
      rulesByCompany.set(meter.companyId, rules);
    }
    findings += await validateMeter(db, { id: meter.id, meterType: meter.meterType, rules }, range);
    await progress?.(index + 1, meters.length);
  }
  return { installations: meters.length, findings };
}
