import type { CliContext } from './createCliContext.ts';
import { NotLoggedInError, SessionEndedError } from './errors.ts';

function endedError(context: CliContext): SessionEndedError | null {
  const reason = context.endedReason();
  if (reason === null) return null;
  if (context.usesEnvToken) return new SessionEndedError('the server refused the token in METER_PORTAL_TOKEN');
  if (reason === 'user_inactive') return new SessionEndedError('this account has been deactivated; session ended');
  if (reason === 'user_not_found') return new SessionEndedError('this account no longer exists; session ended');
  return new SessionEndedError('session expired — run "meter-portal login"');
}

/**
 * Runs `call` with the stored session or the environment's token. When the server refuses the session the
 * client ends it (and empties the session file); the user then reads why, not the last HTTP error.
 */
export async function withSession<T>(context: CliContext, call: () => Promise<T>): Promise<T> {
  if (context.tokenStore.getTokens() === null) throw new NotLoggedInError();
  try {
    return await call();
  } catch (error) {
    throw endedError(context) ?? error;
  }
}
