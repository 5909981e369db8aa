/** Whether a company credential (an embed key, an ingestion key) still works. */
export type CredentialState = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired, as a revoked key never comes back. */
export function credentialState(
  key: { revoked_at: string | null; expires_at: string | null },
  now = new Date(),
): CredentialState {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && new Date(key.expires_at) <= now) return 'expired';
  return 'active';
}
