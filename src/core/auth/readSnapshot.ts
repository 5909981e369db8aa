import type { CurrentUser, TokenPair } from '../contract/auth.ts';
import { asTokenPair, isCurrentUser } from './answerGuards.ts';

function parseJson(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Stored tokens from an older version or edited by hand must not crash start-up: anything unreadable is null. */
export function readTokens(value: unknown): TokenPair | null {
  return asTokenPair(typeof value === 'string' ? parseJson(value) : value);
}

/**
 * A stored user of an older shape is dropped rather than shown: the guard and the chrome read it before the
 * session re-fetches it, and with tokens still stored the start-up then waits for the fresh one instead.
 */
export function readCurrent(value: unknown): CurrentUser | null {
  const parsed = typeof value === 'string' ? parseJson(value) : value;
  return isCurrentUser(parsed) ? parsed : null;
}
