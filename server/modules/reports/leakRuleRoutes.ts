import { leakRuleEndpoints as endpoints } from '../../../src/core/contract/leakRuleEndpoints.ts';
import type { LeakRulesBody } from '../../../src/core/contract/reports.ts';
import { DEFAULT_LEAK_RULES, type LeakRules } from '../../../src/core/domain/leakRules.ts';
import { nightWindowProblems } from '../../../src/core/domain/nightWindow.ts';
import type { AppContext } from '../../AppContext.ts';
import { fieldErrors, msg, type Msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { leakRuleStore } from './leakRuleStore.ts';

/**
 * A body's rules as they will apply: the night window checked (two local times, 1 to 6 hours apart), the
 * fields a client left out at their defaults.
 */
function checkedRules(body: LeakRulesBody): LeakRules {
  const rules = { ...DEFAULT_LEAK_RULES, ...body };
  const problems = nightWindowProblems(rules.night_start, rules.night_end);
  if (problems.length === 0) return rules;
  const errors: Partial<Record<'night_start' | 'night_end', Msg[]>> = {};
  for (const problem of problems)
    (errors[problem.field] ??= []).push(msg(problem.code === 'time' ? 'invalidTimeOfDay' : 'nightWindowLength'));
  throw fieldErrors(errors);
}

/** `companies/{id}/leak-rules/`: read by whoever sees the company, replaced by those who may change it. */
export const leakRuleRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.get, ({ params, scope }) => leakRuleStore.repository(db, scope).find(params.id));
  await mount(endpoints.put, ({ params, body, scope }) =>
    leakRuleStore.repository(db, scope).replace(params.id, checkedRules(body)),
  );
});
