import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/Caller.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { fieldError, msg, permissionDenied } from '../../http/HttpError.ts';
import { pointMeterCondition, pointMeterTarget } from '../measuring-points/pointMeterRule.ts';
import { groupCompanyFor, groupMemberCondition } from '../meter-groups/groupMemberRule.ts';

/**
 * `installations/?for=<action>:<ref>`: the devices that action accepts, by the rule of the module that owns
 * the action, so a picker never offers a device its save refuses; those who may not act get a 403. Without
 * `for`, no further condition.
 */
export async function installationChoices(
  db: Db,
  scope: CompanyScope,
  caller: Caller,
  value: string | undefined,
): Promise<SQL | undefined> {
  if (!value) return undefined;
  const colon = value.indexOf(':');
  const [action, ref] = colon < 0 ? [value, ''] : [value.slice(0, colon), value.slice(colon + 1)];
  if (action === 'device-group') {
    const companyId = await groupCompanyFor(db, scope, caller, ref);
    return companyId === null ? sql`false` : groupMemberCondition(scope, companyId);
  }
  if (action === 'measuring-point') {
    const { companyId, pointId } = pointMeterTarget(ref);
    if (!caller.can(pointId === null ? 'add_measuringpoint' : 'change_measuringpoint')) throw permissionDenied();
    return pointMeterCondition(scope, companyId, pointId);
  }
  throw fieldError('for', msg('invalidChoice', { input: value }));
}
