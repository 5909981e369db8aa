import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../AppContext.ts';
import { HttpError, notAuthenticated } from '../http/HttpError.ts';
import type { Caller } from './Caller.ts';
import { loadCaller } from './loadCaller.ts';

const WWW = { 'WWW-Authenticate': 'Bearer realm="api"' };

/**
 * DRF's default IsAuthenticated for every API route not marked `config: { public: true }`:
 * a valid bearer access token of an existing, active user.
 */
export function authenticate(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('preValidation', async (request) => {
    const { url, config } = request.routeOptions;
    // Static files (portal, elements, demo) and the API docs page are public; everything else under
    // the API and auth bases needs a token unless its route says otherwise.
    if (!url || config.public || !/^\/(api|auth)\//.test(url) || url.startsWith('/api/docs')) return;
    const header = request.headers.authorization;
    if (!header) throw notAuthenticated();
    const [scheme, token] = header.split(' ');
    if (scheme !== 'Bearer' || !token) throw notAuthenticated();
    const claims = await ctx.tokens.verifyAccess(token);
    const caller = await loadCaller(ctx.db, claims.user_id, claims.original_user ?? null);
    if (!caller) throw new HttpError(401, { detail: 'User not found', code: 'user_not_found' }, WWW);
    if (!caller.user.isActive) throw new HttpError(401, { detail: 'User is inactive', code: 'user_inactive' }, WWW);
    request.caller = caller;
  });
}
