import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { isDatabaseId } from '../../../src/core/contract/databaseId.ts';
import type { ChoiceRequest } from '../../data/choiceRules.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { companies } from '../../db/schema.ts';
import { UUID_PATTERN } from '../../http/filterValues.ts';
import { fieldError, msg, permissionDenied } from '../../http/HttpError.ts';
import { ownerCondition } from '../companies/companyRepository.ts';
import { userRepository } from './userRepository.ts';
import { managedAccount } from './userRules.ts';

/**
 * The rule of a user's companies, stated once: companies of the caller's scope, and for a staff account only
 * the provider's own (spec section 5). User creation and `change_companies` check with it, and the picker's
 * list (`companies/?for=user:new[:staff]` or `?for=user:<uuid>`) offers exactly those companies.
 */
export function userCompanyCondition(scope: CompanyScope, staffAccount: boolean): SQL {
  return and(ownerCondition(scope), staffAccount ? eq(companies.isProvider, true) : undefined)!;
}

/** the ids among `ids` the rule accepts */
export async function acceptedUserCompanies(db: Db, scope: CompanyScope, staffAccount: boolean, ids: number[]) {
  const valid = ids.filter(isDatabaseId);
  if (valid.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, valid), userCompanyCondition(scope, staffAccount)));
  return new Set(rows.map((row) => row.id));
}

/** `companies/?for=user:new[:staff]|<uuid>` (registered as the company list's `user` rule) */
export async function userCompanyChoices(ref: string, { db, scope, caller }: ChoiceRequest): Promise<SQL> {
  if (ref === 'new' || ref === 'new:staff') {
    if (!caller.can('add_user')) throw permissionDenied();
    if (ref === 'new:staff' && !caller.isStaff) throw permissionDenied();
    return userCompanyCondition(scope, ref === 'new:staff');
  }
  if (!UUID_PATTERN.test(ref)) throw fieldError('for', msg('invalidChoice', { input: `user:${ref}` }));
  if (!caller.can('change_user_company')) throw permissionDenied();
  const target = await managedAccount(caller, userRepository(db, scope, caller.user.id), ref);
  return userCompanyCondition(scope, target.isStaff);
}
