import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRcmLrw10, encodeSonicoNano } from '../../../src/core/lorawan/index.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { login } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await serverFor();
  token = (await login(server, 'user@example.com')).access;
});
afterAll(() => server?.close());

const get = (type: string) =>
  server.built.app.inject({
    method: 'GET',
    url: `/api/device-types/${type}/codec.js`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('GET device-types/:type/codec.js', () => {
  it.each([
    ['rcmlrwotaa', { bytes: encodeRcmLrw10({ meterId: '20221031', register: 4321 }), fPort: 1 }, 4.321],
    ['sonico-nano', encodeSonicoNano({ volumeRaw: 4321, multiplier: 0 }), 4.321],
  ])('serves the %s codec as JavaScript that decodes on its own', async (type, input, volume) => {
    const reply = await get(type);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/javascript/);
    const context: Record<string, unknown> = {};
    runInNewContext(reply.body, context);
    const decodeUplink = context.decodeUplink as (input: unknown) => { data: { volume_m3: number }; errors?: string[] };
    const out = decodeUplink(input);
    expect(out.errors).toBeUndefined();
    expect(out.data.volume_m3).toBe(volume);
  });

  it('answers 404 for a type without a codec, 401 without a token', async () => {
    for (const type of ['afm', 'unknown', 'constructor', '__proto__']) expect((await get(type)).statusCode).toBe(404);
    const anonymous = await server.built.app.inject({ method: 'GET', url: '/api/device-types/rcmlrwotaa/codec.js' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is listed in the OpenAPI document, beside the ChirpStack endpoint', async () => {
    const reply = await server.built.app.inject({ method: 'GET', url: '/api/schema/' });
    const { paths } = JSON.parse(reply.body) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/device-types/{type}/codec.js/'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/integrations/chirpstack/'] ?? {})).toEqual(['post']);
  });
});
