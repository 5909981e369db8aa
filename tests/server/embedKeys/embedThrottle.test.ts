import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbedKeyCreated } from '../../../src/core/contract/embedKeys.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

const PARTNER = 'https://water.partner.example';
const ATTACKER = '203.0.113.5';
const VISITOR = '198.51.100.7';

/**
 * An embed key is public (it sits in the partner page's HTML), so its exchange is throttled per key and
 * client address: whoever burns a key's budget from one address must not lock that page's visitors out.
 * Behind a trusted proxy the client address comes from X-Forwarded-For, as in production.
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await serverFor({ config: { trustProxy: ['127.0.0.1'] } });
  admin = (await login(server, 'admin@example.com')).access;
});
afterAll(() => server?.close());

const exchange = (key: string, from: string) =>
  call(server, 'POST', '/auth/embed/token/', {
    json: { key },
    headers: { Origin: PARTNER, 'X-Forwarded-For': from },
  });

describe('the embed key exchange', () => {
  it('is throttled per key and client address: one address burning the budget leaves the visitors in', async () => {
    const created = await call<EmbedKeyCreated>(server, 'POST', '/api/embed-keys/', {
      token: admin,
      json: { name: 'Public page', origins: [PARTNER], elements: ['map'] },
    });
    expect(created.status).toBe(201);
    const key = created.body.key;
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await exchange(key, ATTACKER)).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // the same key from a visitor's address still works, and the attacker stays held back
    expect((await exchange(key, VISITOR)).status).toBe(200);
    expect((await exchange(key, ATTACKER)).status).toBe(429);
  });
});
