import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestServer } from '../support/startTestServer.ts';
import { call, DEMO_PASSWORD } from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

let server: TestServer;
beforeAll(async () => {
  server = await serverFor({ loginRateLimit: 3 });
});
afterAll(() => server?.close());

const attempt = (email: string, password = 'wrong-password1') =>
  call(server, 'POST', '/auth/token/', { json: { email, password } });

it('throttles the fourth login attempt within the window with a DRF 429 and Retry-After', async () => {
  for (let i = 0; i < 3; i += 1) expect((await attempt('admin@example.com')).status).toBe(401);
  const throttled = await attempt('admin@example.com', DEMO_PASSWORD);
  expect(throttled.status).toBe(429);
  const retryAfter = Number(throttled.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(throttled.body).toEqual({ detail: `Request was throttled. Expected available in ${retryAfter} seconds.` });
});

it('counts attempts per e-mail, so another account can still sign in', async () => {
  expect((await attempt('user@example.com', DEMO_PASSWORD)).status).toBe(200);
});

it('throttles password reset requests the same way', async () => {
  const reset = () => call(server, 'POST', '/api/users/reset_request/', { json: { email: 'staff@example.com' } });
  for (let i = 0; i < 3; i += 1) expect((await reset()).status).toBe(200);
  const throttled = await reset();
  expect(throttled.status).toBe(429);
  expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(throttled.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
});
