const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * URL of a call: `path` relative to `base`, with the trailing slash every route of the API is written with
 * added before the query string (`keys/export.csv?x=1` -> `<base>keys/export.csv/?x=1`). Absolute URLs (the
 * `next` / `previous` links of a page) keep their origin.
 */
export function resolvePath(base: string, path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const slashed = pathname === '' || pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (ABSOLUTE_URL.test(slashed)) return slashed + rest;
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return prefix + slashed.replace(/^\/+/, '') + rest;
}
