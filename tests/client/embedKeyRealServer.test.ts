import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '../../src/core/api/callEndpoint.ts';
import { createMemoryTokenStore } from '../../src/core/auth/createMemoryTokenStore.ts';
import { measuringPointEndpoints } from '../../src/core/contract/measuringPointEndpoints.ts';
import type { ApiError } from '../../src/core/http/ApiError.ts';
import { startTestServer, type TestServer } from '../support/startTestServer.ts';
import { realClient } from './support/realClient.ts';
import { apiTokens } from '../support/apiTokens.ts';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer({ staticDir: false });
  adminToken = (await apiTokens(server, 'admin@example.com')).access;
});
afterAll(() => server?.close());

/** Node sends no Origin, so the key allows any (the browser test covers listed origins). */
async function newKey(): Promise<{ id: string; key: string }> {
  const reply = await fetch(`${server.apiBase}embed-keys/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ name: 'Client test', origins: [], any_origin: true, elements: ['map'] }),
  });
  expect(reply.status).toBe(201);
  return (await reply.json()) as { id: string; key: string };
}

describe('a client with an embed key', () => {
  it('trades the key before its first call, and again when the token is refused', async () => {
    const { key } = await newKey();
    const tokenStore = createMemoryTokenStore();
    const client = realClient(server, { embedKey: key, tokenStore });
    const map = await callEndpoint(client.http, measuringPointEndpoints.map, { query: {} });
    expect(map).toBeTruthy();
    expect(client.sent).toEqual([
      `POST ${server.authBase}embed/token/`,
      expect.stringMatching(/GET .*\/api\/measuring_points\/map\/$/),
    ]);

    // a token the server no longer takes (as after its five minutes): one new exchange, then the call again
    tokenStore.setTokens({ access: 'expired.token.value', refresh: '' });
    client.sent.length = 0;
    await callEndpoint(client.http, measuringPointEndpoints.map, { query: {} });
    expect(client.sent.filter((line) => line.endsWith('/embed/token/'))).toHaveLength(1);
    expect(client.logouts).toEqual([]);
  });

  it("fails with the server's reason when the key is revoked", async () => {
    const { id, key } = await newKey();
    await fetch(`${server.apiBase}embed-keys/${id}/revoke/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const client = realClient(server, { embedKey: key });
    const error = (await callEndpoint(client.http, measuringPointEndpoints.map, { query: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(401);
    expect(error.code).toBe('embed_key_invalid');
  });
});
