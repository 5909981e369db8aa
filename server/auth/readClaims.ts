import type { JWTPayload } from 'jose';
import type { TokenClaims } from './tokenService.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A claim the token itself carries; whatever an object's prototype says, an absent claim is absent. */
const own = (payload: JWTPayload, name: string): unknown => (Object.hasOwn(payload, name) ? payload[name] : undefined);

/**
 * The claims of a verified JWT payload as a null-prototype object of the known claims only, each read as
 * the payload's own property; null when one does not fit. A claim missing from the token stays missing
 * even if something wrote that name onto `Object.prototype`.
 */
export function readClaims(payload: JWTPayload): TokenClaims | null {
  const claims = {
    token_type: own(payload, 'token_type'),
    jti: own(payload, 'jti'),
    user_id: own(payload, 'user_id'),
    exp: own(payload, 'exp'),
    iat: own(payload, 'iat'),
    original_user: own(payload, 'original_user'),
    refresh_jti: own(payload, 'refresh_jti'),
    embed_key: own(payload, 'embed_key'),
    origin: own(payload, 'origin'),
  };
  // token_type is checked by each use (a wrong one has its own answer); exp and iat were checked by jose
  if (typeof claims.jti !== 'string') return null;
  // the ids go into uuid columns: anything else would fail in the database rather than as a bad token
  if (!isUuid(claims.user_id)) return null;
  if (claims.original_user !== undefined && !isUuid(claims.original_user)) return null;
  if (claims.refresh_jti !== undefined && typeof claims.refresh_jti !== 'string') return null;
  if (claims.token_type === 'embed' && (claims.embed_key !== claims.user_id || typeof claims.origin !== 'string'))
    return null;
  return Object.assign(Object.create(null) as object, claims) as TokenClaims;
}
