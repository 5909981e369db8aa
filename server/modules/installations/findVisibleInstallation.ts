import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/Caller.ts';
import { companyScope } from '../../auth/tenancy.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { notFound } from '../../http/HttpError.ts';

/** An installation of the caller's companies by uuid; any other is a 404, so uuids leak nothing. */
export async function findVisibleInstallation(db: Db, caller: Caller, uuid: string) {
  const [row] = await db
    .select()
    .from(installations)
    .where(and(eq(installations.uuid, uuid), companyScope(caller, installations.companyId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
