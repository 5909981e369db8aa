import type { SQL } from 'drizzle-orm';
import type { Permission } from '../../../src/core/domain/permissions.ts';
import type { ChoiceRequest, ChoiceRule } from '../../data/choiceRules.ts';
import { choiceRules } from '../../data/choiceRules.ts';
import { fieldError, msg, permissionDenied } from '../../http/HttpError.ts';
import { distributorCondition, ownerCondition } from './companyRepository.ts';

/**
 * `companies/?for=<action>[:<ref>]`: the companies that action accepts, by the rule of the module that owns
 * it (registered with its routes: `embed-key`, `ingestion-key`, `device`, `user`, `transfer-target`; this
 * module's own `company-parent`), so a picker never offers a company its save refuses; those who may not act
 * get a 403.
 */
export const companyChoices = choiceRules();

/** The rule of an action that makes a new object of a company: the caller's scope, for those with `permission`. */
export function ownerChoices(permission: Permission): ChoiceRule {
  return async (_ref, { scope, caller }) => {
    if (!caller.can(permission)) throw permissionDenied();
    return ownerCondition(scope);
  };
}

/**
 * `companies/?for=company-parent:new|<id>`: the distributors a company may be linked to; the link is the
 * provider's to set (`companyValues`), so only staff get the choice.
 */
export async function companyParentChoices(ref: string, { scope, caller }: ChoiceRequest): Promise<SQL> {
  if (!caller.isStaff) throw permissionDenied();
  if (ref !== 'new' && !/^\d{1,9}$/.test(ref))
    throw fieldError('for', msg('invalidChoice', { input: `company-parent:${ref}` }));
  return distributorCondition(scope, ref === 'new' ? null : Number(ref));
}
