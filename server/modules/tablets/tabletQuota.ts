import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/createDatabase.ts';
import { plans, subscriptions } from '../../db/schema.ts';

/**
 * How many active tablets a company may have: the `tablet_quota` of its mex subscriptions' specs (added
 * up, should it have more than one); none is a quota of 0.
 */
export async function tabletQuota(db: Db, companyId: number): Promise<number> {
  const rows = await db
    .select({ spec: subscriptions.spec })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.companyId, companyId), eq(plans.service, 'mex')));
  return rows.reduce((sum, row) => {
    const quota = row.spec.tablet_quota;
    return sum + (typeof quota === 'number' && Number.isInteger(quota) && quota > 0 ? quota : 0);
  }, 0);
}
