import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SUPPORT_LANGUAGES } from '../../src/core/domain/supportLinks.ts';
import { staticCacheControl } from './staticCacheControl.ts';

export interface StaticSite {
  /** sends the portal's index.html for client-side routes; false when it does not apply */
  spaFallback(request: FastifyRequest, reply: FastifyReply): boolean;
}

/** Source maps give the original source of every module away: only served when asked for. */
const SOURCE_MAPS = ['**/*.[mM][aA][pP]'];

/**
 * Serves the built portal at `/` (with a fallback to index.html for its client-side routes), the
 * custom-element library at `/elements/`, the partner demo page at `/demo/`, the embedding guide at `/embed/` and
 * the support pages at `/support/<lang>/`, when they exist. A copy the build compressed (`x.js.br`, `x.js.gz`,
 * scripts/precompressAssets.ts) is sent in its place to browsers that accept it; hashed files are cached for a year,
 * the rest revalidated (staticCacheControl).
 */
export async function staticSite(
  app: FastifyInstance,
  root: string,
  options: { serveSourceMaps: boolean },
): Promise<StaticSite> {
  // with `wildcard: false` only the files found at start get routes: the maps get none
  const globIgnore = options.serveSourceMaps ? [] : SOURCE_MAPS;
  const portal = path.join(root, 'dist', 'portal');
  const elements = path.join(root, 'dist', 'elements');
  const demo = path.join(root, 'demo');
  const embed = path.join(root, 'embed');
  const support = path.join(root, 'support');
  const hasPortal = existsSync(path.join(portal, 'index.html'));
  if (hasPortal)
    await app.register(fastifyStatic, {
      root: portal,
      setHeaders: staticCacheControl(portal),
      prefix: '/',
      wildcard: false,
      decorateReply: true,
      globIgnore,
      preCompressed: true,
    });
  if (existsSync(elements)) {
    await app.register(fastifyStatic, {
      root: elements,
      setHeaders: staticCacheControl(elements),
      prefix: '/elements/',
      wildcard: false,
      decorateReply: !hasPortal,
      globIgnore,
      preCompressed: true,
    });
  }
  if (existsSync(embed)) {
    await app.register(fastifyStatic, {
      root: embed,
      setHeaders: staticCacheControl(embed),
      prefix: '/embed/',
      wildcard: false,
      decorateReply: false,
      index: 'index.html',
      globIgnore,
    });
    // the router ignores a trailing slash, so /embed would get the page with its relative links one level up
    app.addHook('onRequest', async (request, reply) => {
      const [pathname, search] = request.url.split(/(?=\?)/);
      if (request.method === 'GET' && pathname === '/embed') return reply.redirect(`/embed/${search ?? ''}`, 301);
    });
  }
  if (existsSync(support)) {
    await app.register(fastifyStatic, {
      root: support,
      setHeaders: staticCacheControl(support),
      prefix: '/support/',
      wildcard: false,
      decorateReply: false,
      index: 'index.html',
      globIgnore,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const [pathname, search = ''] = request.url.split(/(?=\?)/);
      // no page of its own: the English one until the user picks another there
      if (pathname === '/support' || pathname === '/support/') return reply.redirect(`/support/en/${search}`, 302);
      // as for /embed: without the slash the page's relative links would miss
      const lang = /^\/support\/([a-z]{2})$/.exec(pathname)?.[1];
      if (lang && (SUPPORT_LANGUAGES as readonly string[]).includes(lang))
        return reply.redirect(`/support/${lang}/${search}`, 301);
    });
  }
  if (existsSync(demo)) {
    await app.register(fastifyStatic, {
      root: demo,
      setHeaders: staticCacheControl(demo),
      prefix: '/demo/',
      wildcard: false,
      decorateReply: false,
      index: 'index.html',
      globIgnore,
    });
  }
  return {
    spaFallback(request, reply) {
      if (!hasPortal || request.method !== 'GET') return false;
      if (/^\/(api|auth|elements|demo|embed|support)(\/|$)/.test(request.url)) return false;
      if (!(request.headers.accept ?? '').includes('text/html')) return false;
      void reply.header('Cache-Control', 'no-cache').sendFile('index.html', portal);
      return true;
    },
  };
}
