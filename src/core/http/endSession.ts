import type { HttpClientConfig, LogoutReason } from './HttpClient.ts';

/**
 * Clears tokens, current user and saved original tokens. Only the caller that actually ends a session tells
 * the hooks, so ten calls failing together (or two clients sharing one store) report one logout; other
 * clients of the store learn of it through `tokenStore.subscribe`.
 */
export function endSession(
  config: Pick<HttpClientConfig, 'tokenStore' | 'onLoggedOut' | 'onNotice'>,
  reason: LogoutReason,
): void {
  const store = config.tokenStore;
  const hadSession = store.getTokens() !== null || store.getCurrent() !== null || store.getOriginalTokens() !== null;
  store.setTokens(null);
  store.setCurrent(null);
  store.setOriginalTokens(null);
  if (!hadSession) return;
  config.onLoggedOut?.(reason);
  if (reason !== 'user') config.onNotice?.('token_expired');
}
