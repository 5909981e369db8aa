import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/createDatabase.ts';
import { HttpError, notAuthenticated } from '../http/HttpError.ts';
import type { Caller } from './Caller.ts';
import { embedKeyLookup } from './embedKeyLookup.ts';
import { ingestionCaller, isIngestionSecret } from './ingestionCaller.ts';
import { isUsable } from './keySecret.ts';
import { embedCaller } from './embedCaller.ts';
import { userKey, type CallerCache } from './callerCache.ts';
import { loadCaller } from './loadCaller.ts';
import { accessTokenInvalid, type TokenClaims, type TokenService } from './tokenService.ts';

/** What authentication needs of the app (an AppContext has it). */
export interface AuthServices {
  db: Db;
  tokens: TokenService;
  callers: CallerCache;
}

const WWW = { 'WWW-Authenticate': 'Bearer realm="api"' };

/**
 * Whether a route needs a token: everything under the API and auth bases unless its route says
 * `config: { public: true }`; static files (portal, elements, demo) and the API docs page are public.
 */
export function needsAuthentication(url: string | undefined, config: { public?: boolean } | undefined): boolean {
  if (!url || config?.public) return false;
  return /^\/(api|auth)\//.test(url) && !url.startsWith('/api/docs');
}

/**
 * The caller of a bearer access token of an existing, active user, or of an ingestion key on a route that
 * accepts one; a DRF-shaped 401 otherwise.
 */
export async function authenticateRequest(ctx: AuthServices, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  if (!header) throw notAuthenticated();
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) throw notAuthenticated();
  if (isIngestionSecret(token)) return ingestionCaller(ctx.db, request, token);
  const claims = await ctx.tokens.verifyBearer(token);
  if (claims.token_type === 'embed') return embedTokenCaller(ctx, request, claims);
  // the user part is shared by every token of the user; the session part is the token's own
  const user = await ctx.callers.get(userKey(claims.user_id), () => loadCaller(ctx.db, claims.user_id));
  const caller: Caller | null = user && {
    ...user,
    originalUserId: claims.original_user ?? null,
    refreshJti: claims.refresh_jti ?? null,
  };
  if (!caller) throw new HttpError(401, { detail: 'User not found', code: 'user_not_found' }, WWW);
  if (!caller.user.isActive) throw new HttpError(401, { detail: 'User is inactive', code: 'user_inactive' }, WWW);
  return caller;
}

/**
 * The caller of an embed token: its key must still be usable, and a browser request must come from the
 * origin the token was given to (a token copied to another site is refused there).
 */
async function embedTokenCaller(ctx: AuthServices, request: FastifyRequest, claims: TokenClaims): Promise<Caller> {
  const key = await embedKeyLookup(ctx.db).byId(claims.embed_key!);
  if (!key || !isUsable(key)) throw accessTokenInvalid();
  const origin = request.headers.origin?.toLowerCase();
  if (origin !== undefined && claims.origin !== '*' && origin !== claims.origin) throw accessTokenInvalid();
  return embedCaller(key);
}

/** DRF's default IsAuthenticated for every API route that needs a token (see needsAuthentication). */
export function authenticate(app: FastifyInstance, ctx: AuthServices): void {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('preValidation', async (request) => {
    const { url, config } = request.routeOptions;
    if (!needsAuthentication(url, config)) return;
    request.caller = await authenticateRequest(ctx, request);
  });
}
