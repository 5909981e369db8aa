import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/startTestServer.ts';
import { call, login } from './support/api.ts';

interface OpenApi {
  openapi: string;
  info: { title: string };
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[]; type?: string } }> } }>
  >;
  components: { securitySchemes: Record<string, unknown> };
}
import { serverFor } from './support/serverFor.ts';

let server: TestServer;
beforeAll(async () => {
  server = await serverFor();
});
afterAll(() => server?.close());

describe('health', () => {
  it('answers 200 without credentials, naming the database kind', async () => {
    const reply = await call(server, 'GET', '/api/health/');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('OpenAPI schema', () => {
  it('is a public OpenAPI 3 document listing the auth, users and companies paths', async () => {
    const reply = await call<OpenApi>(server, 'GET', '/api/schema/');
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(reply.body.info.title).toBe('Meter Portal API');
    const paths = Object.keys(reply.body.paths);
    for (const path of [
      '/auth/token/',
      '/auth/token/refresh/',
      '/auth/current/',
      '/api/auth/current/',
      '/api/auth/impersonate/',
      '/api/auth/impersonate/stop/',
      '/api/users/',
      '/api/users/{id}/',
      '/api/users/reset_request/',
      '/api/users/change_password/',
      '/api/companies/',
      '/api/companies/{id}/',
      '/api/companies/{id}/subscriptions/',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(reply.body.paths['/auth/token/'].post.requestBody?.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    // telegrams come as JSON or as a receiver's listing, one a line
    const ingest = reply.body.paths['/api/telegrams/'].post.requestBody?.content;
    expect(Object.keys(ingest ?? {})).toEqual(['application/json', 'text/plain']);
    expect(ingest?.['application/json'].schema.required).toEqual(['telegrams']);
    expect(ingest?.['text/plain'].schema).toMatchObject({ type: 'string' });
    expect(reply.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(paths).not.toContain('/api/schema/');
  });
});

describe('OpenAPI document quality', () => {
  // what generated clients and documentation sites need: Redocly's recommended rules (redocly.yaml)
  it('passes the recommended rules with no error, and each operation has a unique id and a summary', async () => {
    const reply = await call(server, 'GET', '/api/schema/');
    const config = await loadConfig({ configPath: path.resolve(import.meta.dirname, '../../redocly.yaml') });
    const problems = await lintFromString({ source: reply.text, absoluteRef: 'schema.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    // the one warning left: the health check has no 4xx answer to document
    expect(problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`)).toEqual([
      'operation-4xx-response #/paths/~1api~1health~1/get/responses',
    ]);

    const document = JSON.parse(reply.text) as {
      paths: Record<
        string,
        Record<string, { operationId: string; summary: string; responses: Record<string, unknown> }>
      >;
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('meterGroupAddInstallations');
    expect(document.paths['/api/meter-groups/{uuid}/'].patch).toMatchObject({
      operationId: 'meterGroupUpdate',
      summary: 'Meter groups: update',
    });
    // the DRF error shapes, per status: field errors on a bad body, a detail for the rest
    expect(Object.keys(document.paths['/api/meter-groups/{uuid}/'].patch.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
    ]);
    // a format alias is answered but documented once, under its main path
    expect(document.paths['/api/keys/export.{format}/']).toBeDefined();
    expect(document.paths['/api/keys/export/']).toBeUndefined();
  });
});

describe('API docs page', () => {
  // A browser opening the docs sends no bearer token, so the page and its assets must be public.
  it('serves the Swagger UI page and its assets without credentials', async () => {
    const page = await call(server, 'GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toMatch(/<html/i);
    const asset = page.text.match(/src="([^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const script = await fetch(new URL(asset!, `${server.url}/api/docs/`));
    expect(script.status).toBe(200);
  });

  it('serves the Swagger UI page to a signed-in caller', async () => {
    const { access } = await login(server, 'user@example.com');
    const page = await call(server, 'GET', '/api/docs', { token: access });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toMatch(/swagger-ui/i);
  });
});
