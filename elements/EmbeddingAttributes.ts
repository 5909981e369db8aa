/**
 * The r2wc props of these attributes, spread first into the props of each embeddable element (the manifest
 * plugin, scripts/cemR2wcPlugin.mjs, reads the spread from here).
 */
export const EMBEDDING_PROPS = {
  apiBase: 'string',
  authBase: 'string',
  token: 'string',
  embedKey: 'string',
  locale: 'string',
} as const;

/** The attributes every element takes to reach the portal: where, as whom and in which language. */
export interface EmbeddingAttributes {
  apiBase?: string;
  authBase?: string;
  token?: string;
  /** a partner page's embed key (`embed-key`) */
  embedKey?: string;
  locale?: string;
}
