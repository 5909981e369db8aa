import { and, eq, type SQL } from 'drizzle-orm';
import type { ChoiceRequest } from '../../data/choiceRules.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import { meterGroups } from '../../db/deviceSchema.ts';
import { fieldError, msg, permissionDenied } from '../../http/HttpError.ts';

/**
 * The rule of an embed key's device groups, stated once: a key is limited to groups of its own company that
 * the caller sees. `embedKeyRepository.groupsOf` checks every key's groups with it, and the picker's list
 * (`meter-groups/?for=embed-key:<company>`) offers exactly those groups.
 */
export function embedKeyGroupCondition(scope: CompanyScope, companyId: number): SQL {
  return and(eq(meterGroups.companyId, companyId), scope.where(meterGroups.companyId))!;
}

/** `meter-groups/?for=embed-key:<company>` (registered as the group list's `embed-key` rule) */
export async function embedKeyGroupChoices(ref: string, { scope, caller }: ChoiceRequest): Promise<SQL> {
  if (!caller.can('change_company')) throw permissionDenied();
  if (!/^\d{1,9}$/.test(ref)) throw fieldError('for', msg('invalidChoice', { input: `embed-key:${ref}` }));
  return embedKeyGroupCondition(scope, Number(ref));
}
