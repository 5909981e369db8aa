import { sql } from 'drizzle-orm';
import { healthEndpoints as endpoints } from '../../../src/core/contract/healthEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { mounter } from '../../http/mounter.ts';

/** For load balancers: 200 while the database answers, else 503. */
export const healthRoutes = mounter(async (mount, ctx: AppContext) => {
  await mount(endpoints.health, async ({ reply }) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok', database: ctx.dbKind };
    } catch {
      // not the declared answer: the reply goes out as it is, and the handler hands back the reply itself
      return reply.code(503).send({ status: 'unavailable', detail: 'Database unreachable.' }) as never;
    }
  });
});
