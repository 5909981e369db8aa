import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/startTestServer.ts';
import { call, DEMO_PASSWORD } from '../support/api.ts';
import { onAdmin } from '../../support/onAdmin.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Two server instances on one PostgreSQL, as behind a load balancer: what one counts or revokes holds on the
 * other. (On the embedded database there is only ever one process.)
 */
describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  const name = `test_${randomBytes(8).toString('hex')}`;
  const jwtSecret = randomBytes(32).toString('hex');
  // the instances of one installation share their secrets, as they would through their environment
  const keysMasterKey = randomBytes(32).toString('hex');
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    await onAdmin(adminUrl!, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const shared = { databaseUrl: url.toString(), loginRateLimit: 3, config: { jwtSecret, keysMasterKey } };
    one = await startTestServer(shared);
    two = await startTestServer({ ...shared, seed: false });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await onAdmin(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const login = (server: TestServer, email: string, password: string) =>
    call<{ access: string; refresh: string }>(server, 'POST', '/auth/token/', { json: { email, password } });

  it('throttles logins together: attempts on one count on the other', async () => {
    expect((await login(one, 'admin@example.com', 'wrong-password1')).status).toBe(401);
    expect((await login(two, 'admin@example.com', 'wrong-password1')).status).toBe(401);
    expect((await login(one, 'admin@example.com', 'wrong-password1')).status).toBe(401);
    const throttled = await login(two, 'admin@example.com', DEMO_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // another account is not held back
    expect((await login(one, 'user@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('signs in on one, refreshes on the other, and refuses the used refresh token on both', async () => {
    const signedIn = await login(one, 'staff@example.com', DEMO_PASSWORD);
    expect(signedIn.status).toBe(200);
    const refresh = (server: TestServer) =>
      call<{ access: string }>(server, 'POST', '/auth/token/refresh/', { json: { refresh: signedIn.body.refresh } });
    const rotated = await refresh(two);
    expect(rotated.status).toBe(200);
    expect((await call(one, 'GET', '/auth/current/', { token: rotated.body.access })).status).toBe(200);
    expect((await refresh(one)).status).toBe(401);
    expect((await refresh(two)).status).toBe(401);
  });
});
