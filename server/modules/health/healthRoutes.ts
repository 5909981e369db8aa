import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../AppContext.ts';

/** For load balancers: 200 while the database answers, else 503. */
export function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/health/', { config: { public: true }, schema: { tags: ['health'] } }, async (_request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok', database: ctx.dbKind };
      } catch {
        return reply.code(503).send({ status: 'unavailable', detail: 'Database unreachable.' });
      }
    });
  };
}
