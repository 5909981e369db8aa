import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../src/core/contract/contract.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, login, userId, type Pair, type Reply } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

/**
 * Every answer holding a token, key material or a secret shown once carries `Cache-Control: no-store`,
 * so no browser or proxy cache keeps a copy. A new endpoint of that kind declares `secret: true` in the
 * contract and gets a line in SECRET_ANSWERS.
 */
const PARTNER = 'https://water.partner.example';
let server: TestServer;
let staff: Pair;
let admin: Pair;
beforeAll(async () => {
  server = await serverFor();
  staff = await login(server, 'staff@example.com');
  admin = await login(server, 'admin@example.com');
});
afterAll(() => server?.close());

const firstKeyId = async () =>
  (await call<Array<{ comm_mod_uuid: string }>>(server, 'GET', '/api/keys/?no_page=true', { token: staff.access }))
    .body[0].comm_mod_uuid;
const newEmbedKey = () =>
  call<{ key: string }>(server, 'POST', '/api/embed-keys/', {
    token: admin.access,
    json: { name: 'no-store', origins: [PARTNER], elements: ['map'] },
  });

/** Each secret-bearing answer, by endpoint name (`resource.endpoint` as in the contract). */
const SECRET_ANSWERS: Record<string, () => Promise<Reply>> = {
  'auth.token': async () =>
    call(server, 'POST', '/auth/token/', { json: { email: 'user@example.com', password: 'demo1234' } }),
  'auth.refresh': async () =>
    call(server, 'POST', '/auth/token/refresh/', {
      json: { refresh: (await login(server, 'user@example.com')).refresh },
    }),
  'auth.impersonate': async () =>
    call(server, 'POST', '/api/auth/impersonate/', {
      token: staff.access,
      json: { user: await userId(server, 'user@example.com') },
    }),
  'auth.stopImpersonation': async () => {
    const acting = await call<Pair>(server, 'POST', '/api/auth/impersonate/', {
      token: (await login(server, 'staff@example.com')).access,
      json: { user: await userId(server, 'user@example.com') },
    });
    return call(server, 'POST', '/api/auth/impersonate/stop/', { token: acting.body.access });
  },
  'key.get': async () => call(server, 'GET', `/api/keys/${await firstKeyId()}/`, { token: staff.access }),
  'key.export': async () => call(server, 'GET', '/api/keys/export.csv/', { token: staff.access }),
  'key.export (json)': async () => call(server, 'GET', '/api/keys/export.json/', { token: staff.access }),
  'key.export (xml)': async () => call(server, 'GET', '/api/keys/export/?format=xml', { token: staff.access }),
  'embedKey.create': newEmbedKey,
  'ingestionKey.create': async () =>
    call(server, 'POST', '/api/ingestion-keys/', { token: admin.access, json: { name: 'no-store' } }),
  'embedKey.token': async () =>
    call(server, 'POST', '/auth/embed/token/', {
      json: { key: (await newEmbedKey()).body.key },
      headers: { Origin: PARTNER },
    }),
};

describe('answers holding secrets', () => {
  for (const [name, send] of Object.entries(SECRET_ANSWERS)) {
    it(`${name} is sent with Cache-Control: no-store`, async () => {
      const reply = await send();
      expect(reply.status, reply.text.slice(0, 200)).toBeLessThan(300);
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect(reply.headers.get('pragma')).toBe('no-cache');
    });
  }

  it('a refused attempt at one is not cached either', async () => {
    const reply = await call(server, 'POST', '/auth/token/', {
      json: { email: 'user@example.com', password: 'wrong' },
    });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('covers every endpoint the contract declares secret, and every token or key material answer is one', () => {
    const declared = Object.entries(contract).flatMap(([resource, endpoints]) =>
      Object.entries(endpoints).map(([name, endpoint]) => ({ id: `${resource}.${name}`, spec: endpoint.spec })),
    );
    const tested = new Set(Object.keys(SECRET_ANSWERS).map((name) => name.split(' ')[0]));
    expect(declared.filter((e) => e.spec.secret && !tested.has(e.id)).map((e) => e.id)).toEqual([]);
    const holdsSecret = ['tokenPair', 'embedToken', 'embedKeyCreated', 'ingestionKeyCreated', 'commModuleKeyDetail'];
    expect(
      declared
        .filter(
          (e) =>
            (holdsSecret.includes(e.spec.response ?? '') || e.spec.path.startsWith('keys/export')) && !e.spec.secret,
        )
        .map((e) => e.id),
    ).toEqual([]);
  });

  it('is not added to ordinary answers', async () => {
    const reply = await call(server, 'GET', '/api/keys/', { token: staff.access });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBeNull();
  });
});
