import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { companies } from '../../db/schema.ts';
import { fieldError, msg } from '../../http/HttpError.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The meter on a point as the company check needs it: its company and its serial to name it. */
export interface PointMeter {
  companyId: number;
  serial: string;
  company: string;
}

/**
 * The meter on a point now, whatever its company: a change that keeps it must still pass the same-company
 * check (a point moved to another company must not keep a meter of the old one).
 */
export async function meterOnPoint(db: Db, pointId: number): Promise<PointMeter | null> {
  const [meter] = await db
    .select({ companyId: installations.companyId, serial: installations.serialNumber, company: companies.name })
    .from(installations)
    .innerJoin(companies, eq(companies.id, installations.companyId))
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
