import { and, inArray } from 'drizzle-orm';
import type { Caller } from '../../auth/Caller.ts';
import { companyScope } from '../../auth/tenancy.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { fieldErrors, msg, type Msg } from '../../http/HttpError.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Installation ids for the uuids of a group change. Each must be a meter the caller sees ("Invalid pk"
 * otherwise, as DRF's PrimaryKeyRelatedField) and belong to the group's company.
 */
export async function groupMembers(db: Db, caller: Caller, companyId: number, uuids: string[]): Promise<number[]> {
  const wanted = [...new Set(uuids)];
  const valid = wanted.filter((uuid) => UUID.test(uuid));
  const rows =
    valid.length === 0
      ? []
      : await db
          .select({ id: installations.id, uuid: installations.uuid, companyId: installations.companyId })
          .from(installations)
          .where(and(inArray(installations.uuid, valid), companyScope(caller, installations.companyId)));
  const byUuid = new Map(rows.map((row) => [row.uuid, row]));
  const errors: Msg[] = [];
  for (const uuid of wanted) {
    const row = byUuid.get(uuid.toLowerCase());
    if (!row) errors.push(msg('invalidPk', { pk: uuid }));
    else if (row.companyId !== companyId) errors.push(msg('otherCompanyInstallation', { pk: uuid }));
  }
  if (errors.length > 0) throw fieldErrors({ installations: errors });
  return rows.map((row) => row.id);
}
