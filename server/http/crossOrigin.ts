import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { contract } from '../../src/core/contract/contract.ts';
import { embedKeyEndpoints } from '../../src/core/contract/embedKeyEndpoints.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/createDatabase.ts';
import { embedOrigins } from '../auth/embedOrigins.ts';
import { serverUrl } from './mountEndpoint.ts';

/** The routes a partner's page calls: the key exchange and the GETs the elements declare. */
function embedRoutes() {
  const router = FindMyWay();
  const add = (method: HTTPMethod, url: string) => router.on(method, url, () => undefined);
  add('POST', serverUrl(embedKeyEndpoints.token));
  for (const endpoints of Object.values(contract))
    for (const endpoint of Object.values(endpoints))
      if (endpoint.spec.embed?.length)
        for (const path of [endpoint.spec.path, ...(endpoint.spec.aliases ?? [])])
          add('GET', serverUrl(endpoint, path));
  return router;
}

const allowed = (methods: string[]): FastifyCorsOptions => ({
  origin: true,
  methods,
  allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
  exposedHeaders: ['Content-Disposition'],
  credentials: false,
  maxAge: 600,
});
const refused: FastifyCorsOptions = { origin: false };

/**
 * CORS (@fastify/cors), and only where a page of another origin has business: the embed endpoints for the
 * origins of usable embed keys, the whole API for CORS_ORIGINS (a signed-in page on another origin), and
 * the element scripts for anyone (public code; module scripts are fetched in CORS mode). Preflights are
 * answered before authentication, as browsers send them without the bearer. Nothing else gets a header.
 */
export async function crossOrigin(app: FastifyInstance, config: ServerConfig, db: Db): Promise<void> {
  const router = embedRoutes();
  // images (tiles) and scripts of the elements may be used by any page: helmet's same-origin default would
  // have the browser drop them on a partner's page
  app.addHook('onSend', async (request, reply) => {
    if (/^\/(elements\/|api\/tiles\/)/.test(request.url)) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  const signedIn = new Set(config.corsOrigins);
  await app.register(cors, {
    hook: 'onRequest',
    delegator: (request: FastifyRequest, callback: (error: Error | null, options: FastifyCorsOptions) => void) => {
      const origin = request.headers.origin?.toLowerCase();
      if (!origin) return callback(null, refused);
      const path = request.url.split('?')[0];
      if (path.startsWith('/elements/')) return callback(null, { ...allowed(['GET']), origin: '*' });
      if (!/^\/(api|auth)\//.test(path)) return callback(null, refused);
      if (signedIn.has(origin)) return callback(null, allowed(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
      const preflight = request.method === 'OPTIONS';
      const method = preflight ? String(request.headers['access-control-request-method'] ?? '') : request.method;
      const route = router.find(method.toUpperCase() as HTTPMethod, path);
      if (!route) return callback(null, refused);
      embedOrigins(db)
        .allows(origin)
        .then(
          (ok) => callback(null, ok ? allowed(['GET', 'POST']) : refused),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), refused),
        );
    },
  });
}
