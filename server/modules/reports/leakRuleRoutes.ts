import { leakRuleEndpoints as endpoints } from '../../../src/core/contract/leakRuleEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { mounter } from '../../http/mounter.ts';
import { leakRuleRepository } from './leakRuleRepository.ts';

// the readout generation imports it from here
export { loadLeakRules } from './leakRuleRepository.ts';

/** `companies/{id}/leak-rules/`: read by whoever sees the company, replaced by those who may change it. */
export const leakRuleRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.get, ({ params, scope }) => leakRuleRepository(db, scope).find(params.id));
  await mount(endpoints.put, ({ params, body, scope }) => leakRuleRepository(db, scope).replace(params.id, body));
});
