import type { CliContext } from '../createCliContext.ts';

export interface LogoutResult {
  /** false when there was no stored session to clear */
  loggedOut: boolean;
  email: string | null;
}

/**
 * Forgets the stored session and asks the server to blacklist its refresh token, so a copy of the token
 * file is worthless afterwards. The local logout stands even when the server cannot be reached.
 */
export async function logout(context: CliContext): Promise<LogoutResult> {
  const hadSession = context.tokenStore.getTokens() !== null;
  const email = context.tokenStore.getCurrent()?.email ?? null;
  await context.session.logout('user');
  return { loggedOut: hadSession, email };
}
