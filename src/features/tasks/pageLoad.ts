/**
 * Names this load of the page. A task the page runs itself (an export download) carries it: one stored by
 * an earlier load was cut off by the reload and will never finish.
 */
export const PAGE_LOAD = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
