import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../src/core/contract/contract.ts';
import type { AnyEndpoint, EndpointMethod } from '../../../src/core/contract/endpoint.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call as callServer, companyIds, login, type CallOptions, type Reply } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { createForeignCompany, FOREIGN_MARKER, type ForeignCompany } from './foreignCompany.ts';
import { asMissing, fillPath, fillQuery, minimalBody, namesObject, takesId } from './pathFixtures.ts';

/**
 * Every id-taking endpoint of the contract (each declared method, and the undeclared ones on its path),
 * every list, and every GET query field naming an object, called by each demo role with an object of a
 * company that role must not see. Generated from the contract: a route added later is in the matrix
 * without an edit here, and fails it by name until pathFixtures.ts knows how to fill it.
 */

/** A partner's page: an embed key of a demo company for every element, its calls sent from the key's origin. */
const EMBED = 'embed key (map, chart, tour-table)';
const EMBED_ORIGIN = 'https://partner.matrix.example';
/** Roles that see none of the foreign company: the distributor's admin, the customer's basic user, an embed key. */
const OUTSIDERS = ['admin@example.com', 'user@example.com', EMBED] as const;
/** Staff sees every company; it is the control that the foreign objects exist (and a task stays its starter's). */
const STAFF = 'staff@example.com';
const ROLES = [...OUTSIDERS, STAFF] as const;
const METHODS: readonly EndpointMethod[] = ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'];

const endpoints = Object.values(contract).flatMap((group) => Object.values(group));
/** writes that would remove a fixture go last, so a leak there cannot turn the other rows into false passes */
const byMethod = (a: AnyEndpoint, b: AnyEndpoint) => METHODS.indexOf(a.spec.method) - METHODS.indexOf(b.spec.method);
const idEndpoints = endpoints.filter(takesId).sort(byMethod);
const listEndpoints = endpoints.filter((endpoint) => endpoint.spec.list);
/** GET endpoints (without an id in the path) whose query names an object, with those fields */
const queried = (
  await Promise.all(
    endpoints
      .filter((endpoint) => endpoint.spec.method === 'GET' && endpoint.spec.query && !takesId(endpoint))
      .map(async (endpoint) => {
        const schema = (await endpoint.loadSchemas())[endpoint.spec.query!] as { shape?: Record<string, unknown> };
        return { endpoint, fields: Object.keys(schema.shape ?? {}).filter(namesObject) };
      }),
  )
).filter(({ fields }) => fields.length > 0);
const label = (endpoint: AnyEndpoint, path = endpoint.spec.path) =>
  `${endpoint.spec.method} /${endpoint.spec.base ?? 'api'}/${path}/`;

let server: TestServer;
let foreign: ForeignCompany;
const tokens: Record<string, string> = {};
/** requests made, by the part of the matrix that made them (the run's size, printed at the end) */
const requests: Record<string, number> = {};
let part = 'sign-in';

const call = async (method: string, path: string, options: CallOptions = {}): Promise<Reply> => {
  requests[part] = (requests[part] ?? 0) + 1;
  const embedded = options.token !== undefined && options.token === tokens[EMBED];
  return callServer(server, method, path, embedded ? { ...options, headers: { Origin: EMBED_ORIGIN } } : options);
};

/** The embed key's token, traded again before its five minutes run out (the matrix may take longer). */
async function embedToken(): Promise<() => Promise<void>> {
  const company = (await companyIds(server))['Riverside Water Works'];
  const created = await callServer<{ key: string }>(server, 'POST', '/api/embed-keys/', {
    token: tokens[STAFF],
    json: { name: 'Tenant matrix', origins: [EMBED_ORIGIN], elements: ['map', 'chart', 'tour-table'], company },
  });
  if (created.status !== 201) throw new Error(`the embed key was not made: ${created.text}`);
  return async () => {
    const exchanged = await callServer<{ access: string }>(server, 'POST', '/auth/embed/token/', {
      json: { key: created.body.key },
      headers: { Origin: EMBED_ORIGIN },
    });
    if (exchanged.status !== 200) throw new Error(`the embed key was not exchanged: ${exchanged.text}`);
    tokens[EMBED] = exchanged.body.access;
  };
}
let renewal: ReturnType<typeof setInterval> | undefined;

beforeAll(async () => {
  server = await serverFor({ staticDir: false });
  foreign = await createForeignCompany(server);
  for (const email of ROLES) if (email !== EMBED) tokens[email] = (await login(server, email)).access;
  const exchange = await embedToken();
  await exchange();
  renewal = setInterval(() => void exchange(), 240_000);
  requests[part] = ROLES.length + 1;
});
afterAll(async () => {
  clearInterval(renewal);
  const total = Object.values(requests).reduce((sum, n) => sum + n, 0);
  console.info(`tenant matrix: ${total} requests`, requests);
  await server?.close();
});

/**
 * What a role may answer for an object it must not see: the same as for an id no row has (so the
 * answer tells nothing about the object), never a success, and one of
 * - 404: not found in the caller's companies;
 * - 403: a permission the caller lacks, checked before the lookup;
 * - 400: input rejected before the lookup: a write's body, or a path token (password links).
 */
function refusal(endpoint: AnyEndpoint, foreignReply: Reply, missingReply: Reply): string | undefined {
  const allowed = [404, 403];
  if (endpoint.spec.method !== 'GET' || /:token\b/.test(endpoint.spec.path)) allowed.push(400);
  if (foreignReply.status >= 200 && foreignReply.status < 300)
    return `answered ${foreignReply.status}: ${foreignReply.text.slice(0, 200)}`;
  if (!allowed.includes(foreignReply.status))
    return `answered ${foreignReply.status}, expected one of ${allowed.join('/')}`;
  if (foreignReply.status !== missingReply.status || asMissing(foreignReply.text, foreign) !== missingReply.text)
    return `answers a foreign object (${foreignReply.status} ${foreignReply.text}) unlike a missing one (${missingReply.status} ${missingReply.text})`;
  if (foreignReply.text.includes(FOREIGN_MARKER)) return `names the foreign object: ${foreignReply.text.slice(0, 200)}`;
  return undefined;
}

describe('tenant matrix: id-taking endpoints', () => {
  beforeAll(() => {
    part = 'id paths';
  });
  it('covers the id-taking endpoints of the contract', () => {
    expect(idEndpoints.length).toBeGreaterThan(20);
  });

  for (const endpoint of idEndpoints) {
    for (const path of [endpoint.spec.path, ...(endpoint.spec.aliases ?? [])]) {
      it(`${label(endpoint, path)} shows no object of a foreign company`, async () => {
        const filled = fillPath(endpoint, foreign, path);
        if (filled instanceof Error) throw new Error(`${label(endpoint, path)} needs a fixture: ${filled.message}`);
        const body = minimalBody(endpoint, foreign);
        const failures: string[] = [];
        for (const email of ROLES) {
          const options = { token: tokens[email], json: body };
          if (email === STAFF && filled.staffSees) {
            // staff may read and change every company: only read, to show the foreign object is there
            if (endpoint.spec.method !== 'GET') continue;
            const reply = await call('GET', filled.foreign, options);
            if (reply.status === 404 || reply.status >= 500)
              failures.push(`${email}: the control answered ${reply.status} (${reply.text.slice(0, 200)})`);
            continue;
          }
          const foreignReply = await call(endpoint.spec.method, filled.foreign, options);
          const missingReply = await call(endpoint.spec.method, filled.missing, options);
          const failure = refusal(endpoint, foreignReply, missingReply);
          if (failure) failures.push(`${email}: ${failure}`);
        }
        expect(failures, label(endpoint, path)).toEqual([]);
      });
    }
  }

  const paths = new Map<string, AnyEndpoint[]>();
  for (const endpoint of idEndpoints) {
    const key = `${endpoint.spec.base ?? 'api'} ${endpoint.spec.path}`;
    paths.set(key, [...(paths.get(key) ?? []), endpoint]);
  }
  for (const [key, declared] of paths) {
    const undeclared = METHODS.filter((method) => !declared.some((endpoint) => endpoint.spec.method === method));
    if (undeclared.length === 0) continue;
    it(`${key}: answers no undeclared method (${undeclared.join(', ')})`, async () => {
      part = 'undeclared methods';
      const filled = fillPath(declared[0], foreign);
      if (filled instanceof Error) throw new Error(`${label(declared[0])} needs a fixture: ${filled.message}`);
      const failures: string[] = [];
      for (const email of ROLES) {
        for (const method of undeclared) {
          const reply = await call(method, filled.foreign, {
            token: tokens[email],
            json: method === 'GET' || method === 'DELETE' ? undefined : {},
          });
          if (![404, 405].includes(reply.status)) failures.push(`${email} ${method}: answered ${reply.status}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

describe('tenant matrix: lists', () => {
  beforeAll(() => {
    part = 'lists';
  });
  for (const endpoint of listEndpoints) {
    it(`${label(endpoint)} lists no row of a foreign company`, async () => {
      const schemas = await endpoint.loadSchemas();
      const query = endpoint.spec.query
        ? (schemas[endpoint.spec.query] as { shape?: Record<string, unknown> })
        : undefined;
      const byCompany = query?.shape !== undefined && 'company' in query.shape;
      // a list below an object (a tour's items) is asked for below the foreign object
      const below = takesId(endpoint) ? fillPath(endpoint, foreign) : null;
      if (below instanceof Error) throw below;
      const url = `${below?.foreign ?? `/${endpoint.spec.base ?? 'api'}/${endpoint.spec.path}/`}?no_page=true${byCompany ? `&company=${foreign.companyId}` : ''}`;
      const failures: string[] = [];
      for (const email of OUTSIDERS) {
        const reply = await call('GET', url, { token: tokens[email] });
        const empty = Array.isArray(reply.body) && reply.body.length === 0;
        if (reply.text.includes(FOREIGN_MARKER)) failures.push(`${email}: lists a foreign row`);
        // a caller without the list's permission is refused outright (403), which lists nothing either
        else if (byCompany && !(empty || reply.status === 400 || reply.status === 403))
          failures.push(`${email}: the foreign company filter answered ${reply.status} ${reply.text.slice(0, 200)}`);
        else if (!byCompany && reply.status >= 500) failures.push(`${email}: answered ${reply.status}`);
      }
      // the control: staff, who sees every company, finds the foreign row, so the outsiders' empty answer means something
      const control = await call('GET', url, { token: tokens[STAFF] });
      if (!control.text.includes(FOREIGN_MARKER))
        failures.push(`${STAFF}: the control did not list the foreign row (${control.status})`);
      expect(failures, label(endpoint)).toEqual([]);
    });
  }
});

describe('tenant matrix: query fields naming an object', () => {
  beforeAll(() => {
    part = 'query fields';
  });
  for (const { endpoint, fields } of queried) {
    it(`${label(endpoint)} answers a foreign object in its query (${fields.join(', ')}) as a missing one`, async () => {
      const filled = fillPath(endpoint, foreign);
      if (filled instanceof Error) throw new Error(`${label(endpoint)} needs a fixture: ${filled.message}`);
      const failures: string[] = [];
      for (const field of fields) {
        const value = fillQuery(field, foreign);
        if (value instanceof Error) throw new Error(`${label(endpoint)} needs a fixture: ${value.message}`);
        for (const email of OUTSIDERS) {
          const options = { token: tokens[email] };
          const foreignReply = await call(
            'GET',
            `${filled.foreign}?${field}=${encodeURIComponent(value.foreign)}`,
            options,
          );
          const missingReply = await call(
            'GET',
            `${filled.missing}?${field}=${encodeURIComponent(value.missing)}`,
            options,
          );
          if (foreignReply.text.includes(FOREIGN_MARKER)) failures.push(`${email} ${field}: names the foreign object`);
          else if (
            foreignReply.status !== missingReply.status ||
            asMissing(foreignReply.text, foreign) !== missingReply.text
          )
            failures.push(
              `${email} ${field}: answers a foreign object (${foreignReply.status} ${foreignReply.text.slice(0, 200)}) unlike a missing one (${missingReply.status} ${missingReply.text.slice(0, 200)})`,
            );
        }
      }
      expect(failures, label(endpoint)).toEqual([]);
    });
  }
});
