import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordRequest, messageResponse, resetRequest, setPasswordRequest } from '../../../src/core/contract/auth.ts';
import { isStrongPassword } from '../../../src/core/domain/password.ts';
import type { AppContext } from '../../AppContext.ts';
import { consumePasswordToken, findPasswordToken } from '../../auth/passwordLinks.ts';
import { sendPasswordLink } from '../../auth/sendPasswordLink.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema.ts';
import { fieldError, HttpError, msg } from '../../http/HttpError.ts';
import { message, pickLanguage } from '../../http/messages.ts';
import { loginRateLimit } from '../auth/loginRateLimit.ts';

const linkParams = z.object({ id: z.string(), token: z.string() });
const invalidToken = () => new HttpError(400, { detail: 'Invalid token', code: 'invalid_token' });
const isUuid = (s: string) => z.uuid().safeParse(s).success;

/** Password reset request, single-use set-password links (reset and activation) and change of password. */
export function passwordRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db, config } = ctx;

    r.post('/api/users/reset_request/', {
      schema: { tags: ['users'], body: resetRequest, response: { 200: messageResponse } },
      config: { public: true, rateLimit: loginRateLimit(config) },
    }, async (request) => {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${request.body.email})`)
        .limit(1);
      // Same answer whether or not the account exists; the mail goes out in the background.
      if (user?.isActive) sendPasswordLink(ctx, user, 'reset').catch((err: unknown) => request.log.error({ err }, 'reset mail failed'));
      return { detail: message(pickLanguage(request.headers['accept-language']), 'passwordResetRequested') };
    });

    r.get('/api/users/:id/set_password/:token/', {
      schema: { tags: ['users'], params: linkParams },
      config: { public: true },
    }, async (request) => {
      const { id, token } = request.params;
      const row = isUuid(id) ? await findPasswordToken(db, id, token) : null;
      if (!row) throw invalidToken();
      return { detail: 'ok', purpose: row.purpose };
    });

    r.post('/api/users/:id/set_password/:token/', {
      schema: { tags: ['users'], params: linkParams, body: setPasswordRequest },
      config: { public: true },
    }, async (request) => {
      const { id, token } = request.params;
      const row = isUuid(id) ? await findPasswordToken(db, id, token) : null;
      if (!row) throw invalidToken();
      if (!isStrongPassword(request.body.password)) throw fieldError('password', msg('passwordTooWeak'));
      if (!(await consumePasswordToken(db, row.id))) throw invalidToken();
      const passwordHash = await hashPassword(request.body.password);
      await db
        .update(users)
        .set(row.purpose === 'activation' ? { passwordHash, isActive: true } : { passwordHash })
        .where(eq(users.id, id));
      // A new password ends every session opened with the old one.
      await ctx.tokens.endSessions(id);
      return { detail: message(pickLanguage(request.headers['accept-language']), 'passwordSet'), purpose: row.purpose };
    });

    r.post('/api/users/change_password/', {
      schema: { tags: ['users'], body: changePasswordRequest, response: { 200: messageResponse } },
    }, async (request) => {
      const { user, refreshJti } = request.caller;
      if (!(await verifyPassword(request.body.old_password, user.passwordHash))) {
        throw fieldError('old_password', msg('wrongPassword'));
      }
      if (!isStrongPassword(request.body.new_password)) throw fieldError('new_password', msg('passwordTooWeak'));
      await db.update(users).set({ passwordHash: await hashPassword(request.body.new_password) }).where(eq(users.id, user.id));
      // A changed password ends every other session; the one that changed it stays signed in.
      await ctx.tokens.endSessions(user.id, refreshJti);
      return { detail: message(pickLanguage(request.headers['accept-language']), 'passwordSet') };
    });
  };
}
