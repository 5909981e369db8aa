import { tokenPair, type CurrentUser, type TokenPair } from '../contract/auth.ts';

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
  const parsed = tokenPair.safeParse(typeof value === 'string' ? parseJson(value) : value);
  return parsed.success ? parsed.data : null;
}

/** The current user is only checked to be an object: the session re-fetches it, so a stale shape is harmless. */
export function readCurrent(value: unknown): CurrentUser | null {
  const parsed = typeof value === 'string' ? parseJson(value) : value;
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as CurrentUser) : null;
}
