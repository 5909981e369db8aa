import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Db } from '../db/createDatabase.ts';
import { refreshTokens } from '../db/schema.ts';
import { HttpError } from '../http/HttpError.ts';
import { readClaims } from './readClaims.ts';

/** `embed`: a read-only token of an embed key, for the elements on a partner's page */
export type TokenType = 'access' | 'refresh' | 'embed';

export interface TokenClaims extends JWTPayload {
  token_type: TokenType;
  jti: string;
  user_id: string;
  /** set on tokens issued by impersonation: the staff user behind them */
  original_user?: string;
  /** access tokens only: the jti of the refresh token issued with it, so a session can be told apart */
  refresh_jti?: string;
  /** embed tokens only: the key (also in `user_id`, which holds no user for them) and the page's origin */
  embed_key?: string;
  origin?: string;
}

const WWW = { 'WWW-Authenticate': 'Bearer realm="api"' };
const invalid = () => new HttpError(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' }, WWW);
const wrongType = () => new HttpError(401, { detail: 'Token has wrong type', code: 'token_not_valid' }, WWW);
const blacklisted = () => new HttpError(401, { detail: 'Token is blacklisted', code: 'token_not_valid' }, WWW);

/** simplejwt's answer when a bearer access token fails. */
export const accessTokenInvalid = () =>
  new HttpError(
    401,
    {
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
    },
    WWW,
  );

export interface TokenService {
  /** `originalUser`: the staff user behind an impersonation pair; a plain argument, not an option bag */
  issuePair(userId: string, originalUser?: string | null): Promise<{ access: string; refresh: string }>;
  verifyAccess(token: string): Promise<TokenClaims>;
  /** A bearer token of a request: a user's access token or an embed token. */
  verifyBearer(token: string): Promise<TokenClaims>;
  /** A short-lived read-only token for an embed key, bound to the origin it was asked from. */
  issueEmbed(keyId: string, origin: string, lifetimeSeconds: number): Promise<string>;
  /** Rotation: the refresh token is blacklisted and a new pair issued. */
  rotate(refresh: string): Promise<{ access: string; refresh: string; userId: string }>;
  /** Logout: blacklists one refresh token; a bad or already blacklisted one is refused as invalid. */
  blacklist(refresh: string): Promise<void>;
  /** Ends the session an access token belongs to (by its `refresh_jti`); refused when it has already ended. */
  endSession(refreshJti: string | null): Promise<void>;
  /**
   * Blacklists every outstanding refresh token of the user but `keepJti` (the caller's own session),
   * and every impersonation session the user opened as staff.
   */
  endSessions(userId: string, keepJti?: string | null): Promise<void>;
}

export function createTokenService(options: {
  db: Db;
  secret: Uint8Array;
  accessLifetimeSeconds: number;
  refreshLifetimeSeconds: number;
}): TokenService {
  const { db } = options;
  // imported once: given the raw bytes, jose imports a WebCrypto key on every sign and verify
  const secret = crypto.subtle.importKey(
    'raw',
    new Uint8Array(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verifiedBearers = verifiedTokenMemo();

  const sign = async (claims: Omit<TokenClaims, 'jti' | 'exp' | 'iat'>, lifetime: number, jti: string) => {
    const now = Date.now() / 1000;
    // exp is rounded up so a token is valid for at least its whole lifetime, however late in a second it is issued.
    return new SignJWT({ ...claims, jti })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(now))
      .setExpirationTime(Math.ceil(now + lifetime))
      .sign(await secret);
  };

  const verify = async (token: string): Promise<TokenClaims | null> => {
    try {
      // a token without exp would never expire: this server never issues one, so it is not ours
      const { payload } = await jwtVerify(token, await secret, { algorithms: ['HS256'], requiredClaims: ['exp'] });
      return readClaims(payload);
    } catch {
      return null;
    }
  };

  const issuePair: TokenService['issuePair'] = async (userId, originalUser = null) => {
    const refreshJti = randomBytes(16).toString('hex');
    const base = { user_id: userId, ...(originalUser ? { original_user: originalUser } : {}) };
    const refresh = await sign({ ...base, token_type: 'refresh' }, options.refreshLifetimeSeconds, refreshJti);
    const access = await sign(
      { ...base, token_type: 'access', refresh_jti: refreshJti },
      options.accessLifetimeSeconds,
      randomBytes(16).toString('hex'),
    );
    await db.insert(refreshTokens).values({
      jti: refreshJti,
      userId,
      originalUserId: originalUser || null,
      expiresAt: new Date(Date.now() + options.refreshLifetimeSeconds * 1000),
    });
    return { access, refresh };
  };

  /** Atomically blacklists: only one of two concurrent uses of the same token wins. */
  const blacklistOnce = async (jti: string): Promise<boolean> => {
    const updated = await db
      .update(refreshTokens)
      .set({ blacklistedAt: new Date() })
      .where(and(eq(refreshTokens.jti, jti), isNull(refreshTokens.blacklistedAt)))
      .returning({ jti: refreshTokens.jti });
    return updated.length > 0;
  };

  return {
    issuePair,
    async verifyAccess(token) {
      const claims = await verifiedBearers(token, verify);
      if (!claims || claims.token_type !== 'access') throw accessTokenInvalid();
      return claims;
    },
    async verifyBearer(token) {
      const claims = await verifiedBearers(token, verify);
      if (!claims || (claims.token_type !== 'access' && claims.token_type !== 'embed')) throw accessTokenInvalid();
      return claims;
    },
    issueEmbed(keyId, origin, lifetimeSeconds) {
      return sign(
        { token_type: 'embed', user_id: keyId, embed_key: keyId, origin },
        lifetimeSeconds,
        randomBytes(16).toString('hex'),
      );
    },
    async rotate(refresh) {
      const claims = await verify(refresh);
      if (!claims) throw invalid();
      if (claims.token_type !== 'refresh') throw wrongType();
      if (!(await blacklistOnce(claims.jti))) throw blacklisted();
      const pair = await issuePair(claims.user_id, claims.original_user);
      return { ...pair, userId: claims.user_id };
    },
    async blacklist(refresh) {
      const claims = await verify(refresh);
      if (!claims) throw invalid();
      if (claims.token_type !== 'refresh') throw wrongType();
      if (!(await blacklistOnce(claims.jti))) throw invalid();
    },
    async endSession(refreshJti) {
      // Without this an ended session's access token could still trade itself for fresh tokens.
      if (!refreshJti || !(await blacklistOnce(refreshJti))) throw blacklisted();
    },
    async endSessions(userId, keepJti = null) {
      await db
        .update(refreshTokens)
        .set({ blacklistedAt: new Date() })
        .where(
          and(
            isNull(refreshTokens.blacklistedAt),
            or(
              and(eq(refreshTokens.userId, userId), keepJti ? ne(refreshTokens.jti, keepJti) : undefined),
              eq(refreshTokens.originalUserId, userId),
            ),
          ),
        );
    },
  };
}

/**
 * Bearer tokens whose signature and claims were verified, by their exact text, until they expire: a
 * client sends the same access token with every request, and checking its HMAC each time was a third of
 * a light request's CPU. Only a token that passed verification gets in, and its `exp` is checked on every
 * use. Bounded: when full it starts over.
 */
function verifiedTokenMemo(maxEntries = 10_000) {
  const verified = new Map<string, TokenClaims>();
  return async (token: string, verify: (token: string) => Promise<TokenClaims | null>): Promise<TokenClaims | null> => {
    const known = verified.get(token);
    if (known && known.exp !== undefined && known.exp > Date.now() / 1000) return known;
    if (known) verified.delete(token);
    const claims = await verify(token);
    if (claims) {
      if (verified.size >= maxEntries) verified.clear();
      verified.set(token, claims);
    }
    return claims;
  };
}
