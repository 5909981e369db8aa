import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../src/core/contract/contract.ts';
import { installationEndpoints } from '../../src/core/contract/installationEndpoints.ts';
import { mountEndpoint, serverUrl } from '../../server/http/mountEndpoint.ts';
import { recordRoutes, routesWithoutScope } from '../../server/http/routeTable.ts';
import type { TestServer } from '../support/startTestServer.ts';
import { serverFor } from './support/serverFor.ts';

let server: TestServer;
beforeAll(async () => {
  server = await serverFor();
});
afterAll(() => server.close());

describe('route scopes', () => {
  it('mounts every API route from a contract endpoint with a scope decision', () => {
    expect(routesWithoutScope(server.built.routes)).toEqual([]);
  });

  it('mounts every endpoint the contract declares', () => {
    const registered = new Set(server.built.routes.map((route) => `${route.method} ${route.url}`));
    const declared = Object.values(contract).flatMap((group) =>
      Object.values(group).map((endpoint) => `${endpoint.spec.method} ${serverUrl(endpoint)}`),
    );
    expect(declared.length).toBeGreaterThan(50);
    expect(declared.filter((route) => !registered.has(route))).toEqual([]);
  });

  it('reports a route registered beside the contract, without a scope decision', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const routes = recordRoutes(app);
    await mountEndpoint(app, installationEndpoints.total, () => ({ total: 0, with_alerts: 0, by_meter_type: {} }));
    app.get('/api/rogue/', async () => ({ leaked: true }));
    app.get('/auth/rogue/', async () => ({ leaked: true }));
    app.get('/api/docs/static/index.html', async () => '');
    await app.ready();
    expect(routesWithoutScope(routes)).toEqual([
      'GET /api/rogue/',
      'HEAD /api/rogue/',
      'GET /auth/rogue/',
      'HEAD /auth/rogue/',
    ]);
    await app.close();
  });
});
