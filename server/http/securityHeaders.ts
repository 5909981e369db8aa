import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { OSM_TILES } from '../../src/core/domain/constants.ts';
import type { ServerConfig } from '../config.ts';

/**
 * The CSP source of a URL template's host: `https://{s}.tile.example.com/{z}/{x}/{y}.png` allows
 * `https://*.tile.example.com`. A relative template is the server itself ('self'), and the keywords `local`
 * and `offline` fetch no tile from elsewhere: null.
 */
export function templateSource(template: string | undefined, setting: string): string | null {
  if (!template) return null;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const [, scheme, host] = match;
  const labels = host.split('.');
  // CSP has a wildcard only for the leftmost label, which is where tile servers put their {s}
  if (labels[0].includes('{')) labels[0] = '*';
  const source = `${scheme.toLowerCase()}://${labels.join('.')}`;
  if (!/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(source))
    throw new Error(`${setting}: the host of "${template}" cannot be allowed by the Content-Security-Policy`);
  return source;
}

const present = (values: Array<string | null>) => values.filter((value): value is string => value !== null);

/** What both policies open with: everything from the server, no script attributes, inline styles allowed. */
const SAME_ORIGIN_CODE: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

/** What both policies end with: no plugins, forms post to the server, framed only by the configured hosts. */
const closing = (config: ServerConfig): Record<string, string[]> => ({
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': config.frameAncestors,
});

/**
 * The portal's policy. Scripts only from the server (the built page has no inline script). Styles
 * also inline: index.html has the boot spinner's and the cookie notice's <style>, the demo page and
 * libraries set `style` attributes, and engines without constructable style sheets get the widgets'
 * CSS as <style> elements.
 * Images: the server's own tiles and icons, Leaflet's and the charts' data:/blob: images, and the tile
 * host the portal was built for (OpenStreetMap's when it was built without VITE_MAP_TILE_URL). The service
 * worker comes from the server.
 */
function portalDirectives(config: ServerConfig): Record<string, string[]> {
  const tiles = templateSource(config.mapTileUrl ?? OSM_TILES.url, 'VITE_MAP_TILE_URL');
  const places = templateSource(config.mapGeocoderUrl, 'VITE_MAP_GEOCODER_URL');
  return {
    ...SAME_ORIGIN_CODE,
    'img-src': present(["'self'", 'data:', 'blob:', tiles]),
    'font-src': ["'self'", 'data:'],
    'connect-src': present(["'self'", places]),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    ...closing(config),
  };
}

/** The API docs page (swagger UI): its own scripts and styles, its data: icons, the spec from the server. */
function docsDirectives(config: ServerConfig): Record<string, string[]> {
  return {
    ...SAME_ORIGIN_CODE,
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    ...closing(config),
  };
}

const serialise = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** The docs page's policy as @fastify/swagger-ui's `staticCSP` sets it on its own routes. */
export function docsContentSecurityPolicy(config: ServerConfig): string {
  return serialise(docsDirectives(config));
}

/**
 * Security headers on every answer (helmet): the portal's CSP, nosniff, a referrer policy that sends
 * other sites the origin only (a reset link's token is in the page's path; tile servers ask for a
 * Referer), frame-ancestors from FRAME_ANCESTORS, and same-origin opener and resource policies. No
 * CORS header is ever added: the API answers only pages of its own origin.
 *
 * The headers depend on the configuration alone, yet @fastify/helmet builds helmet's middleware anew for
 * every request (parsing the whole policy each time, an eighth of a light request's CPU): helmet runs
 * once, on the first request, and its headers are copied onto every later answer.
 */
export async function securityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const sameOriginFramesOnly = config.frameAncestors.every((source) => source === "'self'" || source === "'none'");
  await app.register(helmet, {
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives: portalDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // older browsers know only X-Frame-Options; it can say 'same origin' or 'deny', nothing wider
    xFrameOptions: sameOriginFramesOnly
      ? { action: config.frameAncestors.includes("'none'") ? 'deny' : 'sameorigin' }
      : false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    crossOriginEmbedderPolicy: false,
  });
  let headers: Array<[string, string | number | string[]]> | null = null;
  app.addHook('onRequest', async (_request, reply) => {
    if (headers) {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      return;
    }
    const before = new Set(reply.raw.getHeaderNames());
    reply.helmet();
    headers = Object.entries(reply.raw.getHeaders())
      .filter(([name, value]) => !before.has(name) && value !== undefined)
      .map(([name, value]) => [name, value as string | number | string[]]);
  });
}
