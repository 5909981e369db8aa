import { z } from 'zod';
import { authEndpoints as endpoints } from '../../../src/core/contract/authEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { loadCaller } from '../../auth/loadCaller.ts';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords.ts';
import { unscoped } from '../../data/companyScope.ts';
import { fieldError, HttpError, permissionDenied } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { tabletSignIn } from '../tablets/tabletSignIn.ts';
import { userRepository } from '../users/userRepository.ts';
import { currentUserBody } from './currentUserBody.ts';
import { impersonationLog } from '../../auth/impersonationLog.ts';
import { loginRateLimit } from '../../auth/loginRateLimit.ts';
import { setActiveProfile } from './setActiveProfile.ts';

const WWW = { 'WWW-Authenticate': 'Bearer realm="api"' };
const noAccount = () => new HttpError(401, { detail: 'No active account found with the given credentials' }, WWW);

/** simplejwt-style token endpoints under the auth base, and session endpoints under the API base. */
export const authRoutes = mounter(async (mount, ctx: AppContext) => {
  const { db } = ctx;
  // Signing in and refreshing come before any caller: the account is found by its e-mail or token.
  const accounts = () => userRepository(db, unscoped('sign-in and refresh reach every account'));

  await mount(
    endpoints.token,
    async ({ body }) => {
      const user = await accounts().findByEmail(body.email);
      // The same scrypt work is done for unknown users, so timing tells nothing.
      const ok = await verifyPassword(body.password, user?.passwordHash || (await dummyPasswordHash()));
      if (!user || !ok || !user.isActive) throw noAccount();
      if (body.android_id !== undefined) await tabletSignIn(db, user.id, body.android_id);
      await accounts().update(user.id, { lastLogin: new Date() });
      return ctx.tokens.issuePair(user.id);
    },
    { config: { rateLimit: loginRateLimit(ctx.config) } },
  );

  await mount(endpoints.refresh, async ({ body }) => {
    const { access, refresh, userId } = await ctx.tokens.rotate(body.refresh);
    const user = await accounts().find(userId);
    if (!user) throw new HttpError(401, { detail: 'User not found', code: 'user_not_found' }, WWW);
    if (!user.isActive) throw new HttpError(401, { detail: 'User is inactive', code: 'user_inactive' }, WWW);
    return { access, refresh };
  });

  await mount(endpoints.current, async ({ caller }) => currentUserBody(db, ctx.callers, caller));

  await mount(endpoints.switchCompany, async ({ query, caller }) => {
    const { company } = query;
    if (company === undefined || company === '') return currentUserBody(db, ctx.callers, caller);
    const companyId = Number(company);
    const target = caller.profiles.find((p) => p.companyId === companyId);
    if (!Number.isInteger(companyId) || !target)
      throw fieldError('company', { key: 'invalidChoice', vars: { input: company } });
    await setActiveProfile(db, caller.user.id, target);
    const switched = await loadCaller(db, caller.user.id, caller);
    return currentUserBody(db, ctx.callers, switched!);
  });

  await mount(endpoints.impersonate, async ({ body, caller, scope, request }) => {
    // No impersonation from within one: the staff member's own rights would be out of reach.
    if (caller.originalUserId) throw permissionDenied();
    const parsed = z.uuid().safeParse(body.user);
    if (!parsed.success) throw fieldError('user', { key: 'invalidUuid' });
    const target = await userRepository(db, scope).get(parsed.data);
    if (!target.isActive || target.id === caller.user.id) throw fieldError('user', { key: 'invalid' });
    // Staff act as customers, never as another staff member whose rights they would borrow.
    if (target.isStaff) throw permissionDenied();
    await impersonationLog(db).started(caller.user.id, target.id);
    request.log.info({ staff: caller.user.id, target: target.id }, 'impersonation started');
    return ctx.tokens.issuePair(target.id, caller.user.id);
  });

  await mount(endpoints.blacklist, async ({ body }) => {
    await ctx.tokens.blacklist(body.refresh);
    return {};
  });

  await mount(endpoints.stopImpersonation, async ({ caller }) => {
    if (!caller.originalUserId) throw new HttpError(400, { detail: 'Not impersonating.' });
    // The impersonation session ends here: its refresh token must not mint staff tokens through stop/ again.
    await ctx.tokens.endSession(caller.refreshJti);
    await impersonationLog(db).stopped(caller.originalUserId, caller.user.id);
    return ctx.tokens.issuePair(caller.originalUserId);
  });
});
