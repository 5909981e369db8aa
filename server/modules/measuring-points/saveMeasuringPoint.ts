import { and, eq, ne } from 'drizzle-orm';
import type { MeasuringPointCreate, MeasuringPointPatch } from '../../../src/core/contract/measuringPoints.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { measuringPoints } from '../../db/measuringPointSchema.ts';
import { fieldErrors, msg, type Msg } from '../../http/HttpError.ts';
import { companyRepository } from '../companies/companyRepository.ts';
import { assignMeter, meterOnPoint } from './assignMeter.ts';
import { checkPointMeter, otherCompanyMeter } from './pointMeterRule.ts';
import { uniqueViolation } from '../../data/uniqueViolation.ts';

type Errors = Record<string, Msg[]>;

async function companyError(db: Db, scope: CompanyScope, companyId: number): Promise<Msg | null> {
  return (await companyRepository(db, scope).usable(companyId)) ? null : msg('companyUnavailable');
}

async function mpidTaken(db: Db, companyId: number, mpid: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: measuringPoints.id })
    .from(measuringPoints)
    .where(
      and(
        eq(measuringPoints.companyId, companyId),
        eq(measuringPoints.measuringPointId, mpid),
        exceptId === null ? undefined : ne(measuringPoints.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Validation that needs the database, all fields at once as DRF reports them; then, as DRF's object-level
 * `validate`, that the point's meter (the requested one, or the one it keeps) passes `pointMeterRule`.
 * Returns the meter id to assign, null to unassign, undefined to leave the meter as it is.
 */
async function validate(
  db: Db,
  scope: CompanyScope,
  target: { companyId: number | undefined; mpid: string; meter: string | null | undefined },
  pointId: number | null,
): Promise<number | null | undefined> {
  const errors: Errors = {};
  if (target.companyId === undefined) errors.company = [msg('required')];
  else {
    const error = await companyError(db, scope, target.companyId);
    if (error) errors.company = [error];
    else if (await mpidTaken(db, target.companyId, target.mpid, pointId))
      errors.measuring_point_id = [msg('measuringPointIdExists')];
  }
  let meterId: number | null | undefined = target.meter === null ? null : undefined;
  if (target.meter && !errors.company && target.companyId !== undefined) {
    const checked = await checkPointMeter(db, scope, target.meter, target.companyId, pointId);
    if ('error' in checked) errors.meter = [checked.error];
    else meterId = checked.id;
  } else if (target.meter === undefined && pointId !== null && !errors.company && target.companyId !== undefined) {
    // a point moved to another company must not keep a meter of the old one
    const kept = await meterOnPoint(db, pointId);
    if (kept && kept.companyId !== target.companyId)
      errors.meter = [await otherCompanyMeter(db, kept, target.companyId)];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return meterId;
}

function rethrowUnique(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('measuring_points_company_mpid_key'))
    throw fieldErrors({ measuring_point_id: [msg('measuringPointIdExists')] });
  if (constraint?.includes('installations_measuring_point_key'))
    throw fieldErrors({ meter: [msg('meterAlreadyAssigned')] });
  throw error;
}

/** POST measuring_points/: the new point's id; without a company the point goes to `defaultCompanyId`. */
export async function createMeasuringPoint(
  db: Db,
  scope: CompanyScope,
  body: MeasuringPointCreate,
  defaultCompanyId: number | undefined,
): Promise<number> {
  const companyId = body.company ?? defaultCompanyId;
  const meterId = await validate(db, scope, { companyId, mpid: body.measuring_point_id, meter: body.meter }, null);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(measuringPoints)
        .values({
          name: body.name,
          companyId: companyId!,
          customerMeasuringPointId: body.customer_measuring_point_id ?? '',
          measuringPointId: body.measuring_point_id,
          latitude: body.lat,
          longitude: body.lng,
        })
        .returning({ id: measuringPoints.id });
      if (meterId) await assignMeter(tx, row.id, meterId);
      return row.id;
    });
  } catch (error) {
    rethrowUnique(error);
  }
}

/** PATCH measuring_points/{id}/ of a point the caller already sees. */
export async function updateMeasuringPoint(
  db: Db,
  scope: CompanyScope,
  current: typeof measuringPoints.$inferSelect,
  body: MeasuringPointPatch,
): Promise<void> {
  const companyId = body.company ?? current.companyId;
  const mpid = body.measuring_point_id ?? current.measuringPointId;
  const meterId = await validate(db, scope, { companyId, mpid, meter: body.meter }, current.id);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(measuringPoints)
        .set({
          name: body.name,
          companyId,
          customerMeasuringPointId: body.customer_measuring_point_id,
          measuringPointId: mpid,
          latitude: body.lat,
          longitude: body.lng,
        })
        .where(eq(measuringPoints.id, current.id));
      if (meterId !== undefined) await assignMeter(tx, current.id, meterId);
    });
  } catch (error) {
    rethrowUnique(error);
  }
}
