import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/Caller.ts';
import type { ChoiceRequest } from '../../data/choiceRules.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { companies } from '../../db/schema.ts';
import { UUID_PATTERN } from '../../http/filterValues.ts';
import { fieldError, fieldErrors, msg, permissionDenied, type Msg } from '../../http/HttpError.ts';
import { meterGroupRepository } from './meterGroupRepository.ts';

/**
 * The rule of device group members, stated once: a group holds devices of the group's own company that the
 * caller sees. `groupMemberIds` checks every membership change with it, and the picker's list
 * (`installations/?for=device-group:<uuid>`, or `?for=device-group:new` for a new group of the active company)
 * offers exactly the devices it accepts.
 */
export function groupMemberCondition(scope: CompanyScope, groupCompanyId: number): SQL {
  return and(eq(installations.companyId, groupCompanyId), scope.where(installations.companyId))!;
}

/**
 * The company of the group a picker fills: a visible group by uuid, or `new` (the caller's active company).
 * Only those who may change groups get the choice.
 */
export async function groupCompanyFor(
  db: Db,
  scope: CompanyScope,
  caller: Caller,
  ref: string,
): Promise<number | null> {
  if (!caller.can('add_communicationdevice')) throw permissionDenied();
  if (ref === 'new') return caller.profile?.companyId ?? null;
  if (!UUID_PATTERN.test(ref)) throw fieldError('for', msg('invalidChoice', { input: `device-group:${ref}` }));
  return (await meterGroupRepository(db, scope).findByUuid(ref)).companyId;
}

/**
 * Installation ids for the uuids of a group change, each accepted by the rule; every refused one is reported
 * on `field` (`installations`, or `inlet_installations` for the group's inlets) at once, by its serial number
 * when the caller sees it.
 */
export async function groupMemberIds(
  db: Db,
  scope: CompanyScope,
  group: { companyId: number },
  uuids: string[],
  field: 'installations' | 'inlet_installations' = 'installations',
): Promise<number[]> {
  const wanted = [...new Set(uuids.map((uuid) => uuid.toLowerCase()))];
  const valid = wanted.filter((uuid) => UUID_PATTERN.test(uuid));
  if (wanted.length === 0) return [];
  const accepted =
    valid.length === 0
      ? []
      : await db
          .select({ id: installations.id, uuid: installations.uuid })
          .from(installations)
          .where(and(inArray(installations.uuid, valid), groupMemberCondition(scope, group.companyId)));
  const acceptedUuids = new Set(accepted.map((row) => row.uuid));
  const refused = wanted.filter((uuid) => !acceptedUuids.has(uuid));
  if (refused.length === 0) return accepted.map((row) => row.id);
  throw fieldErrors({ [field]: await refusals(db, scope, group.companyId, refused) });
}

/** why each refused uuid is refused: another company's device (named by serial), or none the caller sees */
async function refusals(db: Db, scope: CompanyScope, groupCompanyId: number, refused: string[]): Promise<Msg[]> {
  const valid = refused.filter((uuid) => UUID_PATTERN.test(uuid));
  const seen =
    valid.length === 0
      ? []
      : await db
          .select({ uuid: installations.uuid, serial: installations.serialNumber, company: companies.name })
          .from(installations)
          .innerJoin(companies, eq(companies.id, installations.companyId))
          .where(and(inArray(installations.uuid, valid), scope.where(installations.companyId)));
  const [group] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, groupCompanyId));
  const byUuid = new Map(seen.map((row) => [row.uuid, row]));
  return refused.map((uuid) => {
    const row = byUuid.get(uuid);
    return row
      ? msg('groupMemberOtherCompany', { serial: row.serial, company: row.company, groupCompany: group?.name ?? '' })
      : msg('deviceNotFound', { ref: uuid });
  });
}

/** `installations/?for=device-group:<uuid>|new` (registered as the installation list's `device-group` rule) */
export async function groupMemberChoices(ref: string, { db, scope, caller }: ChoiceRequest): Promise<SQL> {
  const companyId = await groupCompanyFor(db, scope, caller, ref);
  return companyId === null ? sql`false` : groupMemberCondition(scope, companyId);
}
