import { and, eq, ne } from 'drizzle-orm';
import type { MeasuringPointCreate, MeasuringPointPatch } from '../../../src/core/contract/measuringPoints.ts';
import type { Caller } from '../../auth/Caller.ts';
import { canSeeCompany } from '../../auth/tenancy.ts';
import type { Db } from '../../db/createDatabase.ts';
import { measuringPoints } from '../../db/measuringPointSchema.ts';
import { companies } from '../../db/schema.ts';
import { fieldErrors, msg, type Msg } from '../../http/HttpError.ts';
import { assignMeter, checkMeter } from './assignMeter.ts';
import { uniqueViolation } from './uniqueViolation.ts';

type Errors = Record<string, Msg[]>;

async function companyError(db: Db, caller: Caller, companyId: number): Promise<Msg | null> {
  const invalid = msg('invalidPk', { pk: companyId });
  if (!canSeeCompany(caller, companyId)) return invalid;
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ? null : invalid;
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

/** Validation that needs the database, all fields at once as DRF reports them; the meter id if one is wanted. */
async function validate(
  db: Db,
  caller: Caller,
  target: { companyId: number | undefined; mpid: string; meter: string | null | undefined },
  pointId: number | null,
): Promise<number | null | undefined> {
  const errors: Errors = {};
  if (target.companyId === undefined) errors.company = [msg('required')];
  else {
    const error = await companyError(db, caller, target.companyId);
    if (error) errors.company = [error];
    else if (await mpidTaken(db, target.companyId, target.mpid, pointId))
      errors.measuring_point_id = [msg('measuringPointIdExists')];
  }
  let meterId: number | null | undefined = target.meter === null ? null : undefined;
  if (target.meter) {
    const checked = await checkMeter(db, caller, target.meter, pointId);
    if ('error' in checked) errors.meter = [checked.error];
    else meterId = checked.id;
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

/** POST measuring_points/: the new point's id. */
export async function createMeasuringPoint(db: Db, caller: Caller, body: MeasuringPointCreate): Promise<number> {
  const companyId = body.company ?? caller.profile?.companyId;
  const meterId = await validate(db, caller, { companyId, mpid: body.measuring_point_id, meter: body.meter }, null);
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
  caller: Caller,
  current: typeof measuringPoints.$inferSelect,
  body: MeasuringPointPatch,
): Promise<void> {
  const companyId = body.company ?? current.companyId;
  const mpid = body.measuring_point_id ?? current.measuringPointId;
  const meterId = await validate(db, caller, { companyId, mpid, meter: body.meter }, current.id);
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
