import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../../server/http/redactUrl.ts';
import { DEMO_PASSWORD } from '../support/api.ts';
import { startServerProcess, type ServerProcess } from '../../support/serverProcess.ts';

/**
 * At debug level every request line carries its URL; reset and activation links and other secrets in a
 * URL must not reach the log. The real server writes its JSON log to stdout, which is captured here.
 */
let dataDir: string;
let server: ServerProcess;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-log-'));
  // the demo accounts: an admin makes the ingestion key whose use must not be logged
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', LOG_FORMAT: 'json', SEED_DEMO: 'true' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const secret = () => randomBytes(24).toString('base64url');

/** The `req.url` of every request line logged since `from`, once `count` have come through the pipe. */
async function loggedUrls(from: number, count: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  while (requestUrls(from).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return requestUrls(from);
}

function requestUrls(from: number): string[] {
  return server
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((line) => line.msg === 'incoming request')
    .map((line) => line.req?.url ?? '');
}

describe('the request log at debug level', () => {
  it('redacts the token of reset and activation links, in the portal pages and in the API', async () => {
    const from = server.output().length;
    const user = randomUUID();
    const tokens = [secret(), secret(), secret()];
    await fetch(`${server.url}/users/${user}/reset/${tokens[0]}`);
    await fetch(`${server.url}/users/${user}/activate/${tokens[1]}`);
    await fetch(`${server.url}/api/users/${user}/set_password/${tokens[2]}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'Another-password-1', password_confirm: 'Another-password-1' }),
    });
    const urls = await loggedUrls(from, 3);
    expect(urls).toEqual([
      `/users/${user}/reset/[redacted]`,
      `/users/${user}/activate/[redacted]`,
      `/api/users/${user}/set_password/[redacted]/`,
    ]);
    for (const token of tokens) expect(server.output()).not.toContain(token);
  });

  it('redacts secrets carried in query parameters and embed key secrets, and keeps the rest', async () => {
    const from = server.output().length;
    const token = secret();
    const key = `mpk_${secret()}`;
    await fetch(`${server.url}/api/installations/?search=north&token=${token}&limit=5`);
    await fetch(`${server.url}/demo/?key=${key}`);
    await fetch(`${server.url}/elements/${key}/x.js`);
    expect(await loggedUrls(from, 3)).toEqual([
      '/api/installations/?search=north&token=[redacted]&limit=5',
      '/demo/?key=[redacted]',
      '/elements/mpk_[redacted]/x.js',
    ]);
    for (const value of [token, key]) expect(server.output()).not.toContain(value);
  });
});

describe('redactUrl', () => {
  it('leaves URLs without secrets as they are', () => {
    for (const url of ['/', '/api/tours/?ordering=-created_at&limit=10', '/users/reset', '/api/users/1/'])
      expect(redactUrl(url)).toBe(url);
  });
});

describe('the request log and ingestion keys', () => {
  it('never writes an ingestion key, used on the route that accepts it or refused elsewhere', async () => {
    const signIn = await fetch(`${server.url}/auth/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    const { access } = (await signIn.json()) as { access: string };
    const created = await fetch(`${server.url}/api/ingestion-keys/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
      body: JSON.stringify({ name: 'Logged gateway' }),
    });
    const { key } = (await created.json()) as { key: string };
    expect(key).toMatch(/^mpi_/);
    const from = server.output().length;
    const bearer = { Authorization: `Bearer ${key}` };
    const posted = await fetch(`${server.url}/api/telegrams/`, {
      method: 'POST',
      headers: { ...bearer, 'Content-Type': 'text/plain' },
      body: 'not a telegram\n',
    });
    expect(posted.status).toBe(200);
    expect((await fetch(`${server.url}/api/installations/`, { headers: bearer })).status).toBe(401);
    expect(await loggedUrls(from, 2)).toEqual(['/api/telegrams/', '/api/installations/']);
    expect(server.output()).not.toContain(key);
    expect(server.output()).not.toContain(key.slice(10));
  });
});
