import SwaggerParser from '@apidevtools/swagger-parser';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../../../src/core/contract/contract.ts';
import type { AnyEndpoint } from '../../../src/core/contract/endpoint.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, login, type Json, type Page, type Reply } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { arbitraryFor, hostileValue, mutatedObject, type JsonSchema } from './fuzzArbitraries.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = 25;

/**
 * Endpoints that could end the sessions the fuzzer signs in with run after every other one (a generated
 * body never holds a real refresh token or the demo password, so in practice they only refuse).
 */
const SESSION_ENDING = new Set(['auth.blacklist', 'auth.stopImpersonation', 'user.changePassword']);
/** writes that would undo the demo data the other cases read get only ids naming no demo object */
const ONLY_UNKNOWN_IDS = new Set(['meterGroup.delete', 'user.update']);

let server: TestServer;
const tally: Record<number, number> = {};
afterAll(() => console.log('status classes', tally));
const tokens: string[] = [];
/** a real object of each collection, so valid inputs reach the handlers */
const realIds: Record<string, string> = {};

beforeAll(async () => {
  server = await serverFor();
  for (const email of ['staff@example.com', 'admin@example.com', 'user@example.com'])
    tokens.push((await login(server, email)).access);
  const first = async (path: string, key: string) => {
    const reply = await call<Page<Json>>(server, 'GET', path, { token: tokens[0] });
    const id = reply.body.results?.[0]?.[key];
    return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
  };
  realIds.companies = await first('/api/companies/', 'id');
  realIds.installations = await first('/api/installations/', 'uuid');
  realIds.measuring_points = await first('/api/measuring_points/', 'id');
  realIds['meter-groups'] = await first('/api/meter-groups/', 'uuid');
  realIds['device-profiles'] = await first('/api/device-profiles/', 'uuid');
  realIds.users = await first('/api/users/', 'id');
});
afterAll(() => server?.close());

const jsonSchemaOf = (schema: unknown): JsonSchema =>
  z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A path parameter's value: a real object, a small number (tiles), a format, or a hostile string. */
function paramArbitrary(name: string, collection: string, unknownOnly: boolean): fc.Arbitrary<string> {
  // an empty segment is another route (`companies//` is the list), not a parameter value
  const hostile = hostileValue
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
    .filter((value) => value !== '');
  const plausible: fc.Arbitrary<string>[] = [];
  if (!unknownOnly && realIds[collection]) plausible.push(fc.constant(realIds[collection]));
  if (['x', 'y', 'z'].includes(name)) plausible.push(fc.integer({ min: 0, max: 20 }).map(String));
  if (name === 'format') plausible.push(fc.constantFrom('json', 'csv', 'xlsx', 'pdf', 'exe'));
  plausible.push(fc.uuid(), fc.nat().map(String));
  return fc.oneof(fc.oneof(...plausible), hostile);
}

function queryString(query: unknown): string {
  if (query === undefined) return '';
  const entries = typeof query === 'object' && query !== null && !Array.isArray(query) ? query : { q: query };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value])
      search.append(key, typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface Case {
  path: string;
  query: unknown;
  body: unknown;
  token: string | undefined;
}

async function arbitraryCase(name: string, endpoint: AnyEndpoint): Promise<fc.Arbitrary<Case>> {
  const schemas = await endpoint.loadSchemas();
  const { spec } = endpoint;
  const segments = spec.path.split('/');
  // a segment holds at most one parameter, alone (`:uuid`) or after a name (`readouts.:format`)
  const params = segments.map((segment, index) => {
    const match = /^(.*?):(\w+)$/.exec(segment);
    if (!match) return fc.constant(segment);
    const [, prefix, param] = match;
    return paramArbitrary(param, segments[index - 1] ?? '', ONLY_UNKNOWN_IDS.has(name)).map(
      (value) => `${prefix}${encodeURIComponent(value)}`,
    );
  });
  const path = fc.tuple(...params).map((parts) => `/${spec.base ?? 'api'}/${parts.join('/')}/`);
  const part = (schemaName: string | undefined) => {
    if (!schemaName || schemaName === 'multipart') return fc.constant(undefined);
    const valid = arbitraryFor(jsonSchemaOf(schemas[schemaName]));
    return fc.oneof(valid, mutatedObject(valid));
  };
  const body = spec.body === 'multipart' ? mutatedObject(fc.constant({})) : part(spec.body);
  return fc.record({
    path,
    query: part(spec.query),
    body: spec.method === 'GET' ? fc.constant(undefined) : body,
    token: fc.constantFrom(...tokens, undefined),
  });
}

/** A DRF error: `{detail}` or field errors (each a list of messages, or nested field errors). */
function isDrfError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (entries.length === 0) return false;
  if ('detail' in body) return true;
  return entries.every(([, value]) => Array.isArray(value) || (typeof value === 'object' && value !== null));
}

async function responseProblem(endpoint: AnyEndpoint, reply: Reply<unknown>): Promise<string | undefined> {
  if (reply.status >= 500) return `server error ${reply.status}: ${reply.text.slice(0, 300)}`;
  if (reply.status >= 400) return isDrfError(reply.body) ? undefined : `not a DRF error: ${reply.text.slice(0, 300)}`;
  const { response, list } = endpoint.spec;
  if (reply.status === 204 || response === null) return undefined;
  if (!(reply.headers.get('content-type') ?? '').includes('json')) return 'a 2xx answer without JSON';
  const item = (await endpoint.loadSchemas())[response] as z.ZodType;
  const schema = list
    ? Array.isArray(reply.body)
      ? z.array(item)
      : z.object({
          count: z.number(),
          next: z.string().nullable(),
          previous: z.string().nullable(),
          results: z.array(item),
        })
    : item;
  const parsed = schema.safeParse(reply.body);
  return parsed.success ? undefined : `answer breaks its schema: ${parsed.error.message.slice(0, 500)}`;
}

const endpoints = Object.entries(contract).flatMap(([group, members]) =>
  Object.entries(members).map(([key, endpoint]) => [`${group}.${key}`, endpoint] as const),
);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI document', async () => {
    const reply = await call(server, 'GET', '/api/schema/?format=json', { token: tokens[0] });
    expect(reply.status).toBe(200);
    await expect(SwaggerParser.validate(structuredClone(reply.body) as never)).resolves.toBeTruthy();
  });
});

describe('findings of the fuzzer', () => {
  it("answers a request line over the parser's limit in DRF shape (was Fastify's own error body)", async () => {
    const reply = await call(server, 'GET', `/api/v1/readouts.${'x'.repeat(20_000)}/`, { token: tokens[0] });
    expect(reply.status).toBe(431);
    expect(reply.body).toEqual({ detail: 'Request header too large.' });
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('every endpoint, fuzzed from its schemas', () => {
  // writes run last, so the reads see the demo data as it was, and the session enders after them
  const rank = ([name, endpoint]: (typeof endpoints)[number]) =>
    SESSION_ENDING.has(name) ? 2 : endpoint.spec.method === 'GET' ? 0 : 1;
  const ordered = [...endpoints].sort((a, b) => rank(a) - rank(b));
  for (const [name, endpoint] of ordered) {
    it(`${name}: ${endpoint.spec.method} ${endpoint.spec.path} answers no 5xx, a valid 2xx, a DRF-shaped 4xx`, async () => {
      const cases = await arbitraryCase(name, endpoint);
      await fc.assert(
        fc.asyncProperty(cases, async (input) => {
          const reply = await call<unknown>(server, endpoint.spec.method, `${input.path}${queryString(input.query)}`, {
            token: input.token,
            ...(input.body !== undefined && { json: input.body }),
          });
          tally[Math.floor(reply.status / 100)] = (tally[Math.floor(reply.status / 100)] ?? 0) + 1;
          const problem = await responseProblem(endpoint, reply);
          if (problem)
            throw new Error(
              `${endpoint.spec.method} ${`${input.path}${queryString(input.query)}`.slice(0, 300)}: ${problem}`,
            );
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // 25 cases of a heavy write (a demo company each for companies/create_demo) pass 30 s on a loaded machine
    }, 90_000);
  }
});
