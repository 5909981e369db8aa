import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, userId } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

const NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
};
// the test server's JWT_SECRET (tests/support/startTestServer.ts)
const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret');

let server: TestServer;
let adminId: string;
beforeAll(async () => {
  server = await serverFor();
  adminId = await userId(server, 'admin@example.com');
});
afterAll(() => server?.close());

/** An access token signed with the server's own secret, so only its claims can make it fail. */
function signed(claims: Record<string, unknown>, expiresIn: number | null = 300): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  let jwt = new SignJWT({ token_type: 'access', jti: 'a1b2c3', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now);
  if (expiresIn !== null) jwt = jwt.setExpirationTime(now + expiresIn);
  return jwt.sign(SECRET);
}

const current = (token: string) => call(server, 'GET', '/auth/current/', { token });

describe('signed access tokens', () => {
  it('are accepted with an exp and a uuid user_id (the forging works)', async () => {
    expect((await current(await signed({ user_id: adminId }))).status).toBe(200);
  });

  it('are refused without exp, since they would never expire', async () => {
    const reply = await current(await signed({ user_id: adminId }, null));
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(NOT_VALID);
  });

  it('are refused with a user_id that is no uuid (a 401, not a database error)', async () => {
    for (const user_id of ['1 OR 1=1', 'not-a-uuid', '']) {
      const reply = await current(await signed({ user_id }));
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(NOT_VALID);
    }
  });

  it('are refused with an original_user that is no uuid', async () => {
    const reply = await current(await signed({ user_id: adminId, original_user: 'staff' }));
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(NOT_VALID);
  });
});

describe('signed refresh tokens', () => {
  it('are refused with a user_id that is no uuid', async () => {
    const refresh = await signed({ user_id: 'nobody', token_type: 'refresh' });
    const reply = await call(server, 'POST', '/auth/token/refresh/', { json: { refresh } });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
  });
});
