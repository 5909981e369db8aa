import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/Caller.ts';
import { companyScopeOf } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { commModuleKeys } from '../../db/keySchema.ts';
import { companies } from '../../db/schema.ts';
import { fieldErrors, msg, permissionDenied, type Msg } from '../../http/HttpError.ts';

/**
 * The rule of a transfer's keys, stated once: one transfer moves keys that are not deleted out of one
 * company — a user's active company; staff any one company. `moveKeys` checks every transfer with it, and the
 * key picker (`keys/?for=transfer`, staff with `&company=`) offers exactly the keys it accepts.
 *
 * The company the keys leave: a user's active company (none without an active profile); for staff the
 * company `named`, else that of the first key (null: not known yet, any company may be the one).
 */
export function transferSource(caller: Caller, named: number | null): number | null | 'none' {
  if (caller.isStaff) return named;
  return caller.profile?.companyId ?? 'none';
}

/** The condition on keys that a transfer out of `source` accepts. */
export function transferableKeyCondition(source: number | null | 'none'): SQL {
  if (source === 'none') return sql`false`;
  return and(eq(commModuleKeys.isDeleted, false), source === null ? undefined : eq(commModuleKeys.companyId, source))!;
}

/** `keys/?for=transfer[:<company>]` (registered as the key list's `transfer` rule): the keys one transfer may take */
export async function transferKeyChoices(ref: string, { caller }: { caller: Caller }): Promise<SQL> {
  if (!caller.can('add_transfer')) throw permissionDenied();
  const named = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
  return transferableKeyCondition(transferSource(caller, named));
}

/**
 * The 400 for keys the rule refused, each named by its module serial when the caller sees it (else by the
 * id sent): another company's key, a deleted one, or none the caller sees.
 */
export async function refusedKeys(db: Pick<Db, 'select'>, caller: Caller, source: number | null, refused: string[]) {
  const scope = companyScopeOf(caller);
  const rows = await db
    .select({
      id: commModuleKeys.commModUuid,
      serial: commModuleKeys.moduleSerial,
      companyId: commModuleKeys.companyId,
      company: companies.name,
      isDeleted: commModuleKeys.isDeleted,
    })
    .from(commModuleKeys)
    .innerJoin(companies, eq(companies.id, commModuleKeys.companyId))
    .where(and(inArray(commModuleKeys.commModUuid, refused), scope.where(commModuleKeys.companyId)));
  const [from] =
    source === null ? [] : await db.select({ name: companies.name }).from(companies).where(eq(companies.id, source));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const messages = refused.map((id): Msg => {
    const row = byId.get(id);
    if (!row) return msg('keyNotFound', { ref: id });
    if (row.isDeleted) return msg('keyDeleted', { serial: row.serial });
    return msg('keyOtherCompany', { serial: row.serial, company: row.company, source: from?.name ?? '' });
  });
  return fieldErrors({ keys: messages });
}
