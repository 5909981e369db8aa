import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { isDatabaseId } from '../../../src/core/contract/databaseId.ts';
import type { ChoiceRequest } from '../../data/choiceRules.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { companies } from '../../db/schema.ts';
import { UUID_PATTERN } from '../../http/filterValues.ts';
import { fieldError, msg, permissionDenied, type Msg } from '../../http/HttpError.ts';

/**
 * The rule of a measuring point's meter, stated once: a meter of the point's company that the caller sees and
 * that no other point holds. Saving a point checks its meter with it, and the picker's list
 * (`installations/?for=measuring-point:<company>[:<point>]`) offers exactly the meters it accepts.
 */
export function pointMeterCondition(scope: CompanyScope, companyId: number, pointId: number | null): SQL {
  const point = installations.measuringPointId;
  return and(
    eq(installations.companyId, companyId),
    scope.where(installations.companyId),
    pointId === null ? isNull(point) : or(isNull(point), eq(point, pointId)),
  )!;
}

/** `measuring-point:<company>[:<point>]` of a picker: the company and point whose meter is chosen */
export function pointMeterTarget(ref: string): { companyId: number; pointId: number | null } {
  const [company, point] = ref.split(':');
  const companyId = Number(company);
  const pointId = point === undefined ? null : Number(point);
  if (!isDatabaseId(companyId) || (pointId !== null && !isDatabaseId(pointId)))
    throw fieldError('for', msg('invalidChoice', { input: `measuring-point:${ref}` }));
  return { companyId, pointId };
}

/** The meter `uuid` for a point of `companyId` if the rule accepts it, else the message that names it. */
export async function checkPointMeter(
  db: Db,
  scope: CompanyScope,
  uuid: string,
  companyId: number,
  pointId: number | null,
): Promise<{ id: number } | { error: Msg }> {
  if (!UUID_PATTERN.test(uuid)) return { error: msg('deviceNotFound', { ref: uuid }) };
  const byUuid = eq(installations.uuid, uuid.toLowerCase());
  const [accepted] = await db
    .select({ id: installations.id })
    .from(installations)
    .where(and(byUuid, pointMeterCondition(scope, companyId, pointId)));
  if (accepted) return accepted;
  const [seen] = await db
    .select({ serial: installations.serialNumber, companyId: installations.companyId, company: companies.name })
    .from(installations)
    .innerJoin(companies, eq(companies.id, installations.companyId))
    .where(and(byUuid, scope.where(installations.companyId)));
  if (!seen) return { error: msg('deviceNotFound', { ref: uuid }) };
  if (seen.companyId === companyId) return { error: msg('meterAlreadyAssigned') };
  return { error: await otherCompanyMeter(db, seen, companyId) };
}

/** 'Meter X belongs to A, not to the point's company B.' */
export async function otherCompanyMeter(db: Db, meter: { serial: string; company: string }, companyId: number) {
  const [point] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return msg('pointMeterOtherCompany', {
    serial: meter.serial,
    company: meter.company,
    pointCompany: point?.name ?? '',
  });
}

/** `installations/?for=measuring-point:<company>[:<point>]` (the installation list's `measuring-point` rule) */
export async function pointMeterChoices(ref: string, { scope, caller }: ChoiceRequest): Promise<SQL> {
  const { companyId, pointId } = pointMeterTarget(ref);
  if (!caller.can(pointId === null ? 'add_measuringpoint' : 'change_measuringpoint')) throw permissionDenied();
  return pointMeterCondition(scope, companyId, pointId);
}
