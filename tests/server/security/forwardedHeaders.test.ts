import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy, trustProxyOption } from '../../../server/config.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { call, login, type Page } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';

let server: TestServer;
let behindProxy: TestServer;
beforeAll(async () => {
  server = await serverFor({ loginRateLimit: 10 });
  // the test client connects from 127.0.0.1, here a configured proxy
  behindProxy = await serverFor({ loginRateLimit: 10, config: { trustProxy: ['127.0.0.1'] } });
});
afterAll(async () => {
  await server?.close();
  await behindProxy?.close();
});

const attempt = (target: TestServer, i: number, path = '/auth/token/') =>
  call(target, 'POST', path, {
    json: { email: 'admin@example.com', password: 'wrong-password1' },
    headers: { 'X-Forwarded-For': `203.0.113.${i}` },
  });

describe('the login and reset throttles', () => {
  it('count by the connection, whatever X-Forwarded-For an unconfigured client sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await attempt(server, i)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    const resets: number[] = [];
    for (let i = 0; i < 12; i += 1) resets.push((await attempt(server, i, '/api/users/reset_request/')).status);
    expect(resets.slice(10)).toEqual([429, 429]);
  });

  it('believe X-Forwarded-For from a proxy named in TRUST_PROXY', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await attempt(behindProxy, i)).status);
    expect(statuses).toEqual(Array<number>(12).fill(401));
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or addresses and CIDR ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('trusts as many addresses from the socket as a hop count says', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(['10.0.0.1'])).toEqual(['10.0.0.1']);
    expect(trustProxyOption(false)).toBe(false);
  });

  it('refuses trusting everyone and values that are no address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY: "true"/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY/);
  });
});

/** A GET with headers fetch would not send as given (fetch always sends the real Host). */
function rawGet(
  target: TestServer,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(target.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('page links', () => {
  it('point at PUBLIC_URL whatever Host and X-Forwarded-Host say', async () => {
    const { access } = await login(server, 'staff@example.com');
    const forgeries: Array<Record<string, string>> = [
      { Host: 'evil.example' },
      { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    ];
    for (const forged of forgeries) {
      const reply = await rawGet(server, '/api/companies/?limit=1', { Authorization: `Bearer ${access}`, ...forged });
      expect(reply.status).toBe(200);
      expect((JSON.parse(reply.body) as Page<unknown>).next).toBe(`${server.url}/api/companies/?limit=1&offset=1`);
    }
  });

  it('ignore X-Forwarded-Host even from a trusted proxy', async () => {
    const { access } = await login(behindProxy, 'staff@example.com');
    const reply = await call<Page<unknown>>(behindProxy, 'GET', '/api/companies/?limit=1', {
      token: access,
      headers: { 'X-Forwarded-Host': 'evil.example' },
    });
    expect(reply.body.next).toBe(`${behindProxy.url}/api/companies/?limit=1&offset=1`);
  });
});
