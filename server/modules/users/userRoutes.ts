import { userEndpoints as endpoints } from '../../../src/core/contract/userEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import { requirePermission } from '../../auth/requirePermission.ts';
import { sendPasswordLink } from '../../mail/sendPasswordLink.ts';
import { HttpError } from '../../http/HttpError.ts';
import { message, pickLanguage } from '../../http/messages.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { userBodies } from './userBodies.ts';
import { userRepository } from './userRepository.ts';
import { managedAccount } from './userRules.ts';

/** Users of the caller's companies: list, one account, change of an account, activation mail again. */
export const userRoutes = mounter(async (mount, ctx: AppContext) => {
  const { db } = ctx;

  await mount(endpoints.list, async ({ query, caller, scope, request }) => {
    const window = pageWindow(query);
    const { rows, total } = await userRepository(db, scope, caller.user.id).page(query, window);
    return pageBody(request, window, total, await userBodies(db, rows));
  });

  await mount(endpoints.get, async ({ params, caller, scope }) => {
    if (params.id !== caller.user.id) requirePermission(caller, 'view_user');
    const [body] = await userBodies(db, [await userRepository(db, scope, caller.user.id).get(params.id)]);
    return body;
  });

  await mount(endpoints.update, async ({ params, body, caller, scope }) => {
    if (params.id !== caller.user.id) requirePermission(caller, 'change_user');
    const repository = userRepository(db, scope, caller.user.id);
    const target = await managedAccount(caller, repository, params.id);
    await repository.update(target.id, body);
    const [answer] = await userBodies(db, [await repository.get(target.id)]);
    return answer;
  });

  await mount(endpoints.resendActivation, async ({ params, caller, scope, request }) => {
    const target = await managedAccount(caller, userRepository(db, scope, caller.user.id), params.id);
    const lang = pickLanguage(request.headers['accept-language']);
    if (target.isActive) throw new HttpError(400, { detail: message(lang, 'alreadyActive') });
    await sendPasswordLink(ctx, target, 'activation');
    return { detail: message(lang, 'activationSent') };
  });
});
