/** An embed key's refusal: the page's origin is not on the key, or the key no longer works (expired, revoked). */
export type EmbedRefusal = 'originRefused' | 'keyInvalid';

/** The refusal behind a failed call, or null for any other failure. */
export function embedRefusalOf(error: unknown): EmbedRefusal | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'origin_not_allowed') return 'originRefused';
  if (code === 'embed_key_invalid') return 'keyInvalid';
  return null;
}
