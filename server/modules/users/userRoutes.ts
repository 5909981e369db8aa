import { and, asc, count, desc, eq, exists, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../src/core/contract/auth.ts';
import { listQuery, paginated } from '../../../src/core/contract/pagination.ts';
import { user as userSchema } from '../../../src/core/contract/users.ts';
import { LOCALES } from '../../../src/core/domain/constants.ts';
import type { AppContext } from '../../AppContext.ts';
import type { Caller } from '../../auth/Caller.ts';
import { sendPasswordLink } from '../../auth/sendPasswordLink.ts';
import { companyScope, requirePermission } from '../../auth/tenancy.ts';
import { companyProfiles, users } from '../../db/schema.ts';
import { HttpError, notFound, permissionDenied } from '../../http/HttpError.ts';
import { message, pickLanguage } from '../../http/messages.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { userBodies } from './userBodies.ts';

const idParams = z.object({ id: z.uuid() });
const patchBody = z.object({ name: z.string().min(1).max(150).optional(), language: z.enum(LOCALES).optional() });
const ORDERING: Record<string, SQL> = {
  email: asc(users.email),
  '-email': desc(users.email),
  name: asc(users.name),
  '-name': desc(users.name),
  last_login: asc(users.lastLogin),
  '-last_login': desc(users.lastLogin),
};


export function userRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;

    const scope = (caller: Caller): SQL | undefined => {
      if (caller.companyIds === null) return undefined;
      const sub = db
        .select({ one: companyProfiles.id })
        .from(companyProfiles)
        .where(and(eq(companyProfiles.userId, users.id), companyScope(caller, companyProfiles.companyId)));
      return or(eq(users.id, caller.user.id), exists(sub));
    };

    const findVisible = async (caller: Caller, id: string) => {
      const [row] = await db.select().from(users).where(and(eq(users.id, id), scope(caller))).limit(1);
      if (!row) throw notFound();
      return row;
    };

    r.get('/api/users/', {
      schema: { tags: ['users'], querystring: listQuery, response: { 200: z.union([paginated(userSchema), z.array(userSchema)]) } },
    }, async (request) => {
      requirePermission(request.caller, 'view_user');
      const window = pageWindow(request.query);
      const { search, ordering } = request.query;
      const where = and(
        scope(request.caller),
        search ? or(ilike(users.email, `%${search}%`), ilike(users.name, `%${search}%`)) : undefined,
      );
      const order = ORDERING[ordering ?? ''] ?? asc(users.email);
      const query = db.select().from(users).where(where).orderBy(order, asc(users.id));
      const rows = window.limit === null ? await query : await query.limit(window.limit).offset(window.offset);
      const [{ total }] = window.limit === null ? [{ total: rows.length }] : await db.select({ total: count() }).from(users).where(where);
      return pageBody(request, window, total, await userBodies(db, rows));
    });

    r.get('/api/users/:id/', { schema: { tags: ['users'], params: idParams, response: { 200: userSchema } } }, async (request) => {
      const { caller } = request;
      if (request.params.id !== caller.user.id) requirePermission(caller, 'view_user');
      const [body] = await userBodies(db, [await findVisible(caller, request.params.id)]);
      return body;
    });

    r.patch('/api/users/:id/', {
      schema: { tags: ['users'], params: idParams, body: patchBody, response: { 200: userSchema } },
    }, async (request) => {
      const { caller } = request;
      if (request.params.id !== caller.user.id) requirePermission(caller, 'change_user');
      const target = await findVisible(caller, request.params.id);
      const changes = request.body;
      if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, target.id));
      const [body] = await userBodies(db, [await findVisible(caller, target.id)]);
      return body;
    });

    r.post('/api/users/:id/resend_activation/', {
      schema: { tags: ['users'], params: idParams, response: { 200: messageResponse } },
    }, async (request) => {
      const { caller } = request;
      if (!caller.can('change_user')) throw permissionDenied();
      const target = await findVisible(caller, request.params.id);
      const lang = pickLanguage(request.headers['accept-language']);
      if (target.isActive) throw new HttpError(400, { detail: message(lang, 'alreadyActive') });
      await sendPasswordLink(ctx, target, 'activation');
      return { detail: message(lang, 'activationSent') };
    });
  };
}
