import type { EmbedKey } from '../../core/contract/embedKeys.ts';

export type EmbedKeyState = 'active' | 'expired' | 'revoked';

/** Whether a key still exchanges: revoked wins over expired, as a revoked key never comes back. */
export function embedKeyState(key: Pick<EmbedKey, 'revoked_at' | 'expires_at'>, now = new Date()): EmbedKeyState {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && new Date(key.expires_at) <= now) return 'expired';
  return 'active';
}
