import type { CurrentUser, TokenPair } from '../contract/auth.ts';
import { callEndpoint } from '../api/callEndpoint.ts';
import { authEndpoints } from '../contract/authEndpoints.ts';
import { ApiError } from '../http/ApiError.ts';
import type { HttpClient, LogoutReason } from '../http/createHttpClient.ts';
import { endSession } from '../http/endSession.ts';
import { asTokenPair, isCurrentUser } from './answerGuards.ts';

export interface Session {
  login(credentials: { email: string; password: string; android_id?: string }): Promise<CurrentUser>;
  /**
   * Clears tokens, current user and original tokens at once; tells onLoggedOut(reason) if a session was open.
   * A user's logout then asks the server to blacklist the refresh tokens; that may fail (offline, expired)
   * without keeping anyone signed in, so the promise never rejects.
   */
  logout(reason?: LogoutReason): Promise<void>;
  /** GET current/ (auth base), or GET auth/current/?company= (API base); stores the answer */
  fetchCurrent(companyId?: number): Promise<CurrentUser>;
  switchCompany(companyId: number): Promise<CurrentUser>;
  /** POST auth/impersonate/ {user}; saves the original tokens, uses the target's, re-fetches current */
  impersonate(userId: string): Promise<CurrentUser>;
  /** POST auth/impersonate/stop/; restores the server's pair, else the saved original tokens */
  stopImpersonation(): Promise<CurrentUser>;
  getCurrent(): CurrentUser | null;
  isAuthenticated(): boolean;
  subscribe(listener: () => void): () => void;
}

/** A logout must not hang on an unreachable server: it has already happened locally. */
const LOGOUT_TIMEOUT_MS = 5000;

function requireTokenPair(value: unknown): TokenPair {
  const pair = asTokenPair(value);
  if (!pair) throw new ApiError('The server answered without a token pair', { status: null, data: value });
  return pair;
}

/** Spec section 4, Auth: login, logout, company switch and impersonation over one client and its token store. */
export function createSession(http: HttpClient): Session {
  const store = http.tokenStore;

  async function fetchCurrent(companyId?: number): Promise<CurrentUser> {
    const user: unknown = await (companyId === undefined
      ? callEndpoint(http, authEndpoints.current)
      : callEndpoint(http, authEndpoints.switchCompany, { query: { company: companyId } }));
    // A user without the fields the shell reads would break every screen later; refuse it here instead.
    if (!isCurrentUser(user))
      throw new ApiError('The server answered without a current user', { status: null, data: user });
    store.setCurrent(user);
    return user;
  }

  /** Uses `pair` until the current user is known; if that fails, puts the previous tokens back. */
  async function enter(pair: TokenPair, rollBack: () => void): Promise<CurrentUser> {
    store.setTokens(pair);
    try {
      return await fetchCurrent();
    } catch (error) {
      // Unless the failure already ended the session, a half-entered one must not linger.
      if (store.getTokens() === pair) rollBack();
      throw error;
    }
  }

  return {
    fetchCurrent,
    switchCompany: (companyId) => fetchCurrent(companyId),

    async login(credentials) {
      const pair = requireTokenPair(await callEndpoint(http, authEndpoints.token, { body: credentials }));
      const previous = { tokens: store.getTokens(), current: store.getCurrent(), original: store.getOriginalTokens() };
      store.setOriginalTokens(null);
      store.setCurrent(null);
      return enter(pair, () => {
        store.setTokens(previous.tokens);
        store.setCurrent(previous.current);
        store.setOriginalTokens(previous.original);
      });
    },

    async logout(reason = 'user') {
      // The staff member's own session, kept while impersonating, ends with the logout too.
      const refreshTokens = new Set([store.getTokens()?.refresh, store.getOriginalTokens()?.refresh]);
      endSession(http.config, reason);
      // After a failed refresh the tokens are already dead: only a user's logout has something to revoke.
      if (reason !== 'user') return;
      await Promise.all(
        [...refreshTokens]
          .filter((refresh): refresh is string => typeof refresh === 'string' && refresh !== '')
          .map((refresh) =>
            callEndpoint(http, authEndpoints.blacklist, { body: { refresh } }, { timeoutMs: LOGOUT_TIMEOUT_MS })
              .then(() => undefined)
              .catch(() => undefined),
          ),
      );
    },

    async impersonate(userId) {
      const pair = requireTokenPair(await callEndpoint(http, authEndpoints.impersonate, { body: { user: userId } }));
      const previous = { tokens: store.getTokens(), original: store.getOriginalTokens() };
      // Impersonating from within an impersonation keeps the staff member's own tokens for the way back.
      if (previous.original === null) store.setOriginalTokens(previous.tokens);
      return enter(pair, () => {
        store.setTokens(previous.tokens);
        store.setOriginalTokens(previous.original);
      });
    },

    async stopImpersonation() {
      const original = store.getOriginalTokens();
      let answer: unknown = null;
      try {
        answer = await callEndpoint(http, authEndpoints.stopImpersonation);
      } catch (error) {
        // The saved tokens still lead back, unless the failure ended the whole session.
        if (original === null || store.getOriginalTokens() !== original) throw error;
      }
      const restored = asTokenPair(answer) ?? original;
      if (restored === null) throw new ApiError('Not impersonating anyone', { status: null });
      const previous = { tokens: store.getTokens(), current: store.getCurrent() };
      store.setOriginalTokens(null);
      return enter(restored, () => {
        store.setTokens(previous.tokens);
        store.setCurrent(previous.current);
        store.setOriginalTokens(original);
      });
    },

    getCurrent: () => store.getCurrent(),
    isAuthenticated: () => store.getTokens() !== null && store.getCurrent() !== null,
    subscribe: (listener) => store.subscribe(listener),
  };
}
