import type { ChoiceRequest } from '../../data/choiceRules.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { groupMemberChoices, groupMemberIds } from './groupMemberRule.ts';

/**
 * The rule of a group's inlet meters (the bulk meters feeding its district): devices of the group's own
 * company that the caller sees, as for its members; an inlet need not be a member. `groupInletIds` checks a
 * change of `inlet_installations` with it, and the picker's list (`installations/?for=device-group-inlet:<uuid>`,
 * or `:new`) offers exactly those devices.
 */
export function groupInletIds(db: Db, scope: CompanyScope, group: { companyId: number }, uuids: string[]) {
  return groupMemberIds(db, scope, group, uuids, 'inlet_installations');
}

/** `installations/?for=device-group-inlet:<uuid>|new` (registered as the installation list's rule) */
export function groupInletChoices(ref: string, request: ChoiceRequest) {
  return groupMemberChoices(ref, request);
}
