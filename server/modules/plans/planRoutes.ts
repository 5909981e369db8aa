import { asc } from 'drizzle-orm';
import { planEndpoints as endpoints } from '../../../src/core/contract/planEndpoints.ts';
import { ROLES } from '../../../src/core/domain/roles.ts';
import type { AppContext } from '../../AppContext.ts';
import { authGroups, plans } from '../../db/schema.ts';
import { mounter } from '../../http/mounter.ts';

/** Catalogues every signed-in user may read, the same for every caller: plans, auth groups and roles. */
export const planRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.plans, () => db.select().from(plans).orderBy(asc(plans.id)));
  await mount(endpoints.groups, () => db.select().from(authGroups).orderBy(asc(authGroups.name)));
  await mount(endpoints.roles, () => ROLES.map((role) => ({ id: role, name: role })));
});
