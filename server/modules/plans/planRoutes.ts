import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plan } from '../../../src/core/contract/companies.ts';
import { ROLES } from '../../../src/core/domain/roles.ts';
import type { AppContext } from '../../AppContext.ts';
import { authGroups, plans } from '../../db/schema.ts';

const named = z.object({ id: z.union([z.number(), z.string()]), name: z.string() });

/** Catalogues every signed-in user may read: plans, auth groups and roles. */
export function planRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/plans/', { schema: { tags: ['subscriptions'], response: { 200: z.array(plan) } } }, async () =>
      ctx.db.select().from(plans).orderBy(asc(plans.id)),
    );
    r.get('/api/authsystem/groups/', { schema: { tags: ['users'], response: { 200: z.array(named) } } }, async () =>
      ctx.db.select().from(authGroups).orderBy(asc(authGroups.name)),
    );
    r.get('/api/authsystem/roles/', { schema: { tags: ['users'], response: { 200: z.array(named) } } }, async () =>
      ROLES.map((role) => ({ id: role, name: role })),
    );
  };
}
