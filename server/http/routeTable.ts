import type { FastifyInstance, RouteOptions } from 'fastify';

/** A registered route as the scope check sees it. */
export interface RouteRecord {
  method: string;
  url: string;
  /** the contract endpoint it was mounted from, if any */
  scoped: boolean;
}

/** Routes that are not API calls: the API documentation pages, served by @fastify/swagger-ui. */
const NOT_API = /^\/api\/docs(\/|$)/;

/** Records every route registered after this call (an onRoute hook; call it before any route is added). */
export function recordRoutes(app: FastifyInstance): RouteRecord[] {
  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routes.push({ method, url: route.url, scoped: route.config?.endpoint?.spec.scope !== undefined });
  });
  return routes;
}

/**
 * API and auth routes registered without a contract endpoint, and so without a scope decision: each is
 * a route whose tenancy nobody decided. The route-scope test fails on any.
 */
export function routesWithoutScope(routes: readonly RouteRecord[]): string[] {
  return routes
    .filter((route) => /^\/(api|auth)\//.test(route.url) && !NOT_API.test(route.url) && !route.scoped)
    .map((route) => `${route.method} ${route.url}`);
}
