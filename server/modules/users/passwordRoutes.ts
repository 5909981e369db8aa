import { z } from 'zod';
import { userEndpoints as endpoints } from '../../../src/core/contract/userEndpoints.ts';
import { isStrongPassword } from '../../../src/core/domain/password.ts';
import type { AppContext } from '../../AppContext.ts';
import { consumePasswordToken, findPasswordToken } from '../../auth/passwordLinks.ts';
import { sendPasswordLink } from '../../mail/sendPasswordLink.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { unscoped } from '../../data/companyScope.ts';
import { fieldError, HttpError, msg } from '../../http/HttpError.ts';
import { message, pickLanguage } from '../../http/messages.ts';
import { mounter } from '../../http/mounter.ts';
import { impersonationLog } from '../../auth/impersonationLog.ts';
import { loginRateLimit } from '../../auth/loginRateLimit.ts';
import { userRepository } from './userRepository.ts';

const invalidToken = () => new HttpError(400, { detail: 'Invalid token', code: 'invalid_token' });
const isUuid = (s: string) => z.uuid().safeParse(s).success;

/** Password reset request, single-use set-password links (reset and activation) and change of password. */
export const passwordRoutes = mounter(async (mount, ctx: AppContext) => {
  const { db, config } = ctx;
  // Who asks for a reset link or holds one is not signed in: the account is found by its e-mail or link.
  const accounts = () => userRepository(db, unscoped('password links reach accounts of signed-out users'));
  const linkOf = async (id: string, token: string) => {
    const row = isUuid(id) ? await findPasswordToken(db, id, token) : null;
    if (!row) throw invalidToken();
    return row;
  };

  await mount(
    endpoints.resetRequest,
    async ({ body, request }) => {
      const user = await accounts().findByEmail(body.email);
      // Same answer whether or not the account exists; the mail goes out in the background.
      if (user?.isActive)
        sendPasswordLink(ctx, user, 'reset').catch((err: unknown) => request.log.error({ err }, 'reset mail failed'));
      return { detail: message(pickLanguage(request.headers['accept-language']), 'passwordResetRequested') };
    },
    { config: { rateLimit: loginRateLimit(config) } },
  );

  await mount(endpoints.checkPasswordLink, async ({ params }) => {
    const row = await linkOf(params.id, params.token);
    return { detail: 'ok', purpose: row.purpose };
  });

  await mount(endpoints.setPassword, async ({ params, body, request }) => {
    const { id, token } = params;
    const row = await linkOf(id, token);
    if (!isStrongPassword(body.password)) throw fieldError('password', msg('passwordTooWeak'));
    if (!(await consumePasswordToken(db, row.id))) throw invalidToken();
    const passwordHash = await hashPassword(body.password);
    await accounts().update(id, row.purpose === 'activation' ? { passwordHash, isActive: true } : { passwordHash });
    // A new password ends every session opened with the old one.
    await ctx.tokens.endSessions(id);
    await impersonationLog(db).stopped(id);
    return { detail: message(pickLanguage(request.headers['accept-language']), 'passwordSet'), purpose: row.purpose };
  });

  await mount(endpoints.changePassword, async ({ body, caller, scope, request }) => {
    const { user, refreshJti } = caller;
    if (!(await verifyPassword(body.old_password, user.passwordHash))) {
      throw fieldError('old_password', msg('wrongPassword'));
    }
    if (!isStrongPassword(body.new_password)) throw fieldError('new_password', msg('passwordTooWeak'));
    await userRepository(db, scope, user.id).update(user.id, { passwordHash: await hashPassword(body.new_password) });
    // A changed password ends every other session; the one that changed it stays signed in.
    await ctx.tokens.endSessions(user.id, refreshJti);
    await impersonationLog(db).stopped(user.id);
    return { detail: message(pickLanguage(request.headers['accept-language']), 'passwordSet') };
  });
});
