import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Caller } from '../../auth/Caller.ts';
import { companyScope } from '../../auth/tenancy.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { fieldError, msg, type Msg } from '../../http/HttpError.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Checks a requested meter before writing: it must be an installation the caller sees and free (or already
 * on this point). Returns its id, or the field message to report.
 */
export async function checkMeter(
  db: Db,
  caller: Caller,
  uuid: string,
  pointId: number | null,
): Promise<{ id: number } | { error: Msg }> {
  const [meter] = await db
    .select({ id: installations.id, measuringPointId: installations.measuringPointId })
    .from(installations)
    .where(and(eq(installations.uuid, uuid), companyScope(caller, installations.companyId)))
    .limit(1);
  if (!meter) return { error: msg('invalidPk', { pk: uuid }) };
  if (meter.measuringPointId !== null && meter.measuringPointId !== pointId)
    return { error: msg('meterAlreadyAssigned') };
  return { id: meter.id };
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
