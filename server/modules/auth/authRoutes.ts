import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentQuery,
  currentUser,
  impersonateRequest,
  refreshRequest,
  tokenPair,
  tokenRequest,
} from '../../../src/core/contract/auth.ts';
import type { AppContext } from '../../AppContext.ts';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords.ts';
import { loadCaller } from '../../auth/loadCaller.ts';
import { companyProfiles, impersonations, users } from '../../db/schema.ts';
import { fieldError, HttpError, notFound, permissionDenied } from '../../http/HttpError.ts';
import { loginRateLimit } from './loginRateLimit.ts';
import { currentUserBody } from './currentUserBody.ts';

const WWW = { 'WWW-Authenticate': 'Bearer realm="api"' };
const noAccount = () =>
  new HttpError(401, { detail: 'No active account found with the given credentials' }, WWW);

/** simplejwt-style token endpoints under the auth base, and session endpoints under the API base. */
export function authRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;

    r.post('/auth/token/', {
      schema: { tags: ['auth'], body: tokenRequest, response: { 200: tokenPair } },
      config: { public: true, rateLimit: loginRateLimit(ctx.config) },
    }, async (request) => {
      const { email, password } = request.body;
      const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
      // The same scrypt work is done for unknown users, so timing tells nothing.
      const ok = await verifyPassword(password, user?.passwordHash || (await dummyPasswordHash()));
      if (!user || !ok || !user.isActive) throw noAccount();
      await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
      return ctx.tokens.issuePair(user.id);
    });

    r.post('/auth/token/refresh/', {
      schema: { tags: ['auth'], body: refreshRequest, response: { 200: tokenPair } },
      config: { public: true },
    }, async (request) => {
      const { access, refresh, userId } = await ctx.tokens.rotate(request.body.refresh);
      const [user] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, userId));
      if (!user) throw new HttpError(401, { detail: 'User not found', code: 'user_not_found' }, WWW);
      if (!user.isActive) throw new HttpError(401, { detail: 'User is inactive', code: 'user_inactive' }, WWW);
      return { access, refresh };
    });

    r.get('/auth/current/', { schema: { tags: ['auth'], response: { 200: currentUser } } }, async (request) =>
      currentUserBody(db, request.caller),
    );

    r.get('/api/auth/current/', {
      schema: { tags: ['auth'], querystring: currentQuery, response: { 200: currentUser } },
    }, async (request) => {
      const { company } = request.query;
      if (company === undefined || company === '') return currentUserBody(db, request.caller);
      const companyId = Number(company);
      const target = request.caller.profiles.find((p) => p.companyId === companyId);
      if (!Number.isInteger(companyId) || !target) throw fieldError('company', { key: 'invalidChoice', vars: { input: company } });
      // The active company is the default profile, so it holds across devices and token refreshes.
      await db.transaction(async (tx) => {
        await tx.update(companyProfiles).set({ isDefault: false }).where(eq(companyProfiles.userId, request.caller.user.id));
        await tx.update(companyProfiles).set({ isDefault: true }).where(eq(companyProfiles.id, target.id));
      });
      const caller = await loadCaller(db, request.caller.user.id, request.caller);
      return currentUserBody(db, caller!);
    });

    r.post('/api/auth/impersonate/', {
      schema: { tags: ['auth'], body: impersonateRequest, response: { 200: tokenPair } },
    }, async (request) => {
      const { caller } = request;
      if (!caller.isStaff || caller.originalUserId) throw permissionDenied();
      const parsed = z.uuid().safeParse(request.body.user);
      if (!parsed.success) throw fieldError('user', { key: 'invalidUuid' });
      const [target] = await db.select().from(users).where(eq(users.id, parsed.data)).limit(1);
      if (!target) throw notFound();
      if (!target.isActive || target.id === caller.user.id) throw fieldError('user', { key: 'invalid' });
      // Staff act as customers, never as another staff member whose rights they would borrow.
      if (target.isStaff) throw permissionDenied();
      await db.insert(impersonations).values({ staffUserId: caller.user.id, targetUserId: target.id });
      request.log.info({ staff: caller.user.id, target: target.id }, 'impersonation started');
      return ctx.tokens.issuePair(target.id, { original_user: caller.user.id });
    });

    r.post('/api/auth/impersonate/stop/', { schema: { tags: ['auth'], response: { 200: tokenPair } } }, async (request) => {
      const { caller } = request;
      if (!caller.originalUserId) throw new HttpError(400, { detail: 'Not impersonating.' });
      await db
        .update(impersonations)
        .set({ stoppedAt: new Date() })
        .where(
          and(
            eq(impersonations.staffUserId, caller.originalUserId),
            eq(impersonations.targetUserId, caller.user.id),
            isNull(impersonations.stoppedAt),
          ),
        );
      return ctx.tokens.issuePair(caller.originalUserId);
    });
  };
}
