import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { users } from '../../server/db/schema.ts';
import type { TestServer } from '../support/startTestServer.ts';
import { aString, call, DEMO_PASSWORD, jwtPayload, userId, type TokenPair } from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret');
const NO_ACCOUNT = { detail: 'No active account found with the given credentials' };

let server: TestServer;
beforeAll(async () => {
  server = await serverFor();
});
afterAll(() => server?.close());

const obtain = (json: unknown, headers: Record<string, string> = {}) =>
  call<TokenPair>(server, 'POST', '/auth/token/', { json, headers });

describe('POST token/ with good credentials', () => {
  it('returns a signed HS256 refresh/access pair with the simplejwt claims', async () => {
    const before = Math.floor(Date.now() / 1000);
    const reply = await obtain({ email: 'admin@example.com', password: DEMO_PASSWORD });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['access', 'refresh']);
    const id = await userId(server, 'admin@example.com');

    for (const [type, lifetime] of [
      ['access', 300],
      ['refresh', 86_400],
    ] as const) {
      const token = reply.body[type];
      expect(decodeProtectedHeader(token).alg).toBe('HS256');
      const { payload } = await jwtVerify(token, SECRET, { algorithms: ['HS256'] });
      expect(payload.token_type).toBe(type);
      expect(payload.user_id).toBe(id);
      expect(payload.jti).toMatch(/^[0-9a-f]{32}$/);
      expect(Number.isInteger(payload.iat)).toBe(true);
      expect(payload.iat).toBeGreaterThanOrEqual(before);
      // exp is rounded up from the exact issue time, iat down: at least the lifetime, at most a second more
      expect(payload.exp! - payload.iat!).toBeGreaterThanOrEqual(lifetime);
      expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(lifetime + 1);
      expect(payload.original_user).toBeUndefined();
    }
  });

  it('matches the e-mail case-insensitively and ignores an Authorization header', async () => {
    const reply = await obtain(
      { email: 'Admin@Example.COM', password: DEMO_PASSWORD },
      { Authorization: 'Bearer not-a-token' },
    );
    expect(reply.status).toBe(200);
  });

  it('gives every pair its own jti', async () => {
    const a = await obtain({ email: 'user@example.com', password: DEMO_PASSWORD });
    const b = await obtain({ email: 'user@example.com', password: DEMO_PASSWORD });
    const jtis = [a.body.access, a.body.refresh, b.body.access, b.body.refresh].map((token) => jwtPayload(token).jti);
    expect(new Set(jtis).size).toBe(4);
    // the access token names the refresh token of its pair; the refresh token names nothing more
    expect(jwtPayload(a.body.access).refresh_jti).toBe(jwtPayload(a.body.refresh).jti);
    expect(jwtPayload(a.body.refresh).refresh_jti).toBeUndefined();
  });
});

describe('POST token/ with bad credentials', () => {
  it('answers a wrong password, an unknown e-mail and an inactive user with one and the same 401', async () => {
    // the invited user gets a real password, so only is_active tells it apart
    await server.built.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.email, 'new@example.com'));
    const replies = await Promise.all([
      obtain({ email: 'admin@example.com', password: 'wrong-password1' }),
      obtain({ email: 'nobody@example.com', password: DEMO_PASSWORD }),
      obtain({ email: 'new@example.com', password: DEMO_PASSWORD }),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(NO_ACCOUNT);
      expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    }
    expect(new Set(replies.map((reply) => reply.text)).size).toBe(1);
  });

  it('answers unicode credentials like any other wrong ones', async () => {
    const reply = await obtain({ email: 'ünï@例え.jp', password: '🔑пароль1' });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(NO_ACCOUNT);
  });
});

describe('POST token/ with a bad request', () => {
  it('names every missing field', async () => {
    const reply = await obtain({});
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });
  });

  it('rejects blank fields', async () => {
    const reply = await obtain({ email: '', password: DEMO_PASSWORD });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ email: ['This field may not be blank.'] });
  });

  it('rejects null and wrong types per field', async () => {
    const reply = await obtain({ email: null, password: true });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ email: ['This field may not be null.'], password: ['Not a valid string.'] });
  });

  it('rejects a body that is not an object', async () => {
    const list = await obtain([{ email: 'admin@example.com', password: DEMO_PASSWORD }]);
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
    const text = await obtain('admin@example.com');
    expect(text.body).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] });
  });

  it('reports malformed JSON as a parse error', async () => {
    const reply = await call(server, 'POST', '/auth/token/', {
      raw: '{"email": "admin@example.com",',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body)).toEqual(['detail']);
    expect(reply.body.detail).toMatch(/^JSON parse error - \S/);
  });

  it('refuses a body over the size limit with 413', async () => {
    const reply = await obtain({ email: 'admin@example.com', password: 'x'.repeat(1024 * 1024 + 10) });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ detail: aString });
  });

  it('refuses another content type with 415', async () => {
    const reply = await call(server, 'POST', '/auth/token/', {
      raw: 'email=admin@example.com&password=demo1234',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
  });
});
