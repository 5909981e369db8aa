import type { CliContext } from '../createCliContext.ts';

export interface LogoutResult {
  /** false when there was no stored session to clear */
  loggedOut: boolean;
  email: string | null;
}

/**
 * Forgets the stored session. Tokens are stateless JWTs and the API has no call that revokes them, so this
 * is local: the refresh token simply expires.
 */
export async function logout(context: CliContext): Promise<LogoutResult> {
  const hadSession = context.tokenStore.getTokens() !== null;
  const email = context.tokenStore.getCurrent()?.email ?? null;
  context.session.logout('user');
  return { loggedOut: hadSession, email };
}
