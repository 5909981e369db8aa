import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { fieldError, msg, type Msg } from '../../http/HttpError.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A meter as a link check needs it: its id, its company and its uuid to name it in a field error. */
export interface LinkedMeter {
  id: number;
  companyId: number;
  uuid: string;
}

const linkedMeterColumns = {
  id: installations.id,
  companyId: installations.companyId,
  uuid: installations.uuid,
  measuringPointId: installations.measuringPointId,
};

/**
 * Checks a requested meter before writing: it must be an installation the caller sees and free (or already
 * on this point). Returns it, or the field message to report.
 */
export async function checkMeter(
  db: Db,
  scope: CompanyScope,
  uuid: string,
  pointId: number | null,
): Promise<LinkedMeter | { error: Msg }> {
  const [meter] = await db
    .select(linkedMeterColumns)
    .from(installations)
    .where(and(eq(installations.uuid, uuid), scope.where(installations.companyId)))
    .limit(1);
  if (!meter) return { error: msg('invalidPk', { pk: uuid }) };
  if (meter.measuringPointId !== null && meter.measuringPointId !== pointId)
    return { error: msg('meterAlreadyAssigned') };
  return meter;
}

/**
 * The meter on a point now, whatever its company: a change that keeps it must still pass the same-company
 * check (a point moved to another company must not keep a meter of the old one).
 */
export async function meterOnPoint(db: Db, pointId: number): Promise<LinkedMeter | null> {
  const [meter] = await db
    .select(linkedMeterColumns)
    .from(installations)
    .where(eq(installations.measuringPointId, pointId))
    .limit(1);
  return meter ?? null;
}

/**
 * Puts meter `meterId` (or none) on point `pointId`, taking any other meter off it. The update only takes
 * a meter that is still free, so a request that lost a race answers 'Meter already assigned' too.
 */
export async function assignMeter(tx: Tx, pointId: number, meterId: number | null): Promise<void> {
  await tx
    .update(installations)
    .set({ measuringPointId: null })
    .where(
      and(eq(installations.measuringPointId, pointId), meterId === null ? undefined : ne(installations.id, meterId)),
    );
  if (meterId === null) return;
  const taken = await tx
    .update(installations)
    .set({ measuringPointId: pointId })
    .where(
      and(
        eq(installations.id, meterId),
        or(isNull(installations.measuringPointId), eq(installations.measuringPointId, pointId)),
      ),
    )
    .returning({ id: installations.id });
  if (taken.length === 0) throw fieldError('meter', msg('meterAlreadyAssigned'));
}
