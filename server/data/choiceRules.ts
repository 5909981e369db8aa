import type { SQL } from 'drizzle-orm';
import type { Caller } from '../auth/Caller.ts';
import type { Db } from '../db/createDatabase.ts';
import { fieldError, msg } from '../http/HttpError.ts';
import type { CompanyScope } from './companyScope.ts';

export interface ChoiceRequest {
  db: Db;
  scope: CompanyScope;
  caller: Caller;
}

/** The condition on a list's rows that an action accepts, for the part of `?for=<action>:<ref>` after the action. */
export type ChoiceRule = (ref: string, request: ChoiceRequest) => Promise<SQL>;

/**
 * The `?for=` rules of one list that feeds pickers. The list's module lies below the modules that own the
 * actions, so each owner registers its rule when its routes are mounted (server direction: never an import up).
 */
export function choiceRules() {
  const rules = new Map<string, ChoiceRule>();
  return {
    register(action: string, rule: ChoiceRule): void {
      rules.set(action, rule);
    },
    /** the condition of `value`, none without one; an unknown action is a 400 on `for` */
    async resolve(value: string | undefined, request: ChoiceRequest): Promise<SQL | undefined> {
      if (!value) return undefined;
      const colon = value.indexOf(':');
      const [action, ref] = colon < 0 ? [value, ''] : [value.slice(0, colon), value.slice(colon + 1)];
      const rule = rules.get(action);
      if (!rule) throw fieldError('for', msg('invalidChoice', { input: value }));
      return rule(ref, request);
    },
  };
}
