/** The attributes every element takes to reach the portal: where, as whom and in which language. */
export interface EmbeddingAttributes {
  apiBase?: string;
  authBase?: string;
  token?: string;
  /** a partner page's embed key (`embed-key`) */
  embedKey?: string;
  locale?: string;
}
