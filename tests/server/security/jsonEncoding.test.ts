import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../support/startTestServer.ts';
import { DEMO_PASSWORD } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

let server: TestServer;
beforeAll(async () => {
  server = await serverFor();
});
afterAll(() => server?.close());

const post = (body: Buffer) =>
  fetch(`${server.url}/auth/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: new Uint8Array(body),
  });

describe('a JSON body', () => {
  it('that is not valid UTF-8 is a 400 parse error, not read with replacement characters', async () => {
    const valid = Buffer.from(JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }));
    expect((await post(valid)).status).toBe(200);
    // the same body with a lone 0xff byte at the end of the e-mail, which a lenient decoder would drop or replace
    const invalid = Buffer.from(JSON.stringify({ email: 'admin@example.com#', password: DEMO_PASSWORD }));
    invalid[invalid.indexOf('#')] = 0xff;
    const response = await post(invalid);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'JSON parse error - the body is not valid UTF-8' });
  });

  it('with a truncated multi-byte character is refused too', async () => {
    const body = Buffer.concat([Buffer.from('{"email": "a'), Buffer.from([0xc3]), Buffer.from('", "password": "x"}')]);
    expect((await post(body)).status).toBe(400);
  });

  it('in valid UTF-8 with non-ASCII text is still read', async () => {
    const response = await post(Buffer.from(JSON.stringify({ email: 'zoë@example.com', password: 'wrong-password1' })));
    expect(response.status).toBe(401);
  });
});
