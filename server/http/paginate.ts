import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Page } from '../../src/core/contract/pagination.ts';
import type { ServerConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL: where absolute links point */
    readonly publicUrl: string;
  }
}

/**
 * Makes PUBLIC_URL reachable from every route's request. Read on each use: the test server learns its
 * port only after listening and sets it then.
 */
export function decoratePublicUrl(app: FastifyInstance, config: Pick<ServerConfig, 'publicUrl'>): void {
  app.decorate('publicUrl', { getter: () => config.publicUrl });
}

export const DEFAULT_PAGE_SIZE = 100;
const MAX_LIMIT = 100_000;

export interface PageWindow {
  /** null when `no_page=true`: the whole list as a plain array */
  limit: number | null;
  offset: number;
}

function nonNegativeInt(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  // clamped, so an absurd offset is simply past the end rather than out of the database's bigint range
  return Math.min(Number(value), Number.MAX_SAFE_INTEGER);
}

/** DRF LimitOffsetPagination: a bad limit falls back to the default, a bad offset to 0. */
export function pageWindow(query: Record<string, unknown>): PageWindow {
  if (query.no_page === 'true' || query.no_page === 'True' || query.no_page === '1') return { limit: null, offset: 0 };
  const limit = nonNegativeInt(query.limit);
  return {
    limit: limit && limit > 0 ? Math.min(limit, MAX_LIMIT) : DEFAULT_PAGE_SIZE,
    offset: nonNegativeInt(query.offset) ?? 0,
  };
}

/**
 * Host and scheme come from PUBLIC_URL, never from the request: Host and X-Forwarded-Host are the client's
 * to choose, and a link built from them would point a cached or shared answer at another site.
 */
function pageUrl(request: FastifyRequest, changes: Record<string, string | null>): string {
  // only the path and query are the request's; a base keeps a '//host/…' path from naming a host
  const url = new URL(`http://link${request.url.startsWith('/') ? '' : '/'}${request.url}`);
  const params = new URLSearchParams(url.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  params.sort();
  const query = params.toString();
  return `${request.server.publicUrl}${url.pathname}${query ? `?${query}` : ''}`;
}

/** `next` and `previous` of a page of `count` rows: absolute URLs with sorted query keys, null at either end. */
function pageLinks(request: FastifyRequest, { limit, offset }: { limit: number; offset: number }, count: number) {
  const next =
    offset + limit < count ? pageUrl(request, { limit: String(limit), offset: String(offset + limit) }) : null;
  let previous: string | null = null;
  if (offset > 0) {
    const prevOffset = Math.max(0, offset - limit);
    previous = pageUrl(request, { limit: String(limit), offset: prevOffset === 0 ? null : String(prevOffset) });
  }
  return { next, previous };
}

/** The DRF page body, `next`/`previous` as absolute URLs with sorted query keys. */
export function pageBody<T>(request: FastifyRequest, window: PageWindow, count: number, results: T[]): Page<T> | T[] {
  if (window.limit === null) return results;
  return { count, ...pageLinks(request, { limit: window.limit, offset: window.offset }, count), results };
}

/**
 * The same page body as JSON text around `resultsJson`, the page's rows as a JSON array text written by the
 * database: keys in the order the serializer writes them.
 */
export function pageBodyJson(
  request: FastifyRequest,
  window: { limit: number; offset: number },
  count: number,
  resultsJson: string,
): string {
  const { next, previous } = pageLinks(request, window, count);
  return `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":${resultsJson}}`;
}
