import { leakRuleEndpoints as endpoints } from '../../../src/core/contract/leakRuleEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { mounter } from '../../http/mounter.ts';
import { leakRuleStore } from './leakRuleStore.ts';

/** `companies/{id}/leak-rules/`: read by whoever sees the company, replaced by those who may change it. */
export const leakRuleRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.get, ({ params, scope }) => leakRuleStore.repository(db, scope).find(params.id));
  await mount(endpoints.put, ({ params, body, scope }) => leakRuleStore.repository(db, scope).replace(params.id, body));
});
