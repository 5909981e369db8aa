/** An origin as a browser sends it: scheme, host and an optional port, no path, no wildcard. */
export const EMBED_ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/** The elements a partner's page may show with an embed key. */
export const EMBED_ELEMENTS = ['map', 'chart', 'tour-table'] as const;
export type EmbedElement = (typeof EMBED_ELEMENTS)[number];

/** Seconds an embed token lives: the element exchanges its key again before then. */
export const EMBED_TOKEN_SECONDS = 300;

/** Exchanges per key and minute; a page with a few elements needs a handful. */
export const EMBED_EXCHANGES_PER_MINUTE = 60;

/**
 * What a key may hide from its visitors on the map and in the tour table. The chart shows a meter's serial
 * and volumes by nature, so a key that hides either cannot serve it.
 */
export const EMBED_HIDDEN_FIELDS = ['serial', 'volume'] as const;
export type EmbedHiddenField = (typeof EMBED_HIDDEN_FIELDS)[number];
