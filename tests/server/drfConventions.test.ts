import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/startTestServer.ts';
import { call, companyIds, login } from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

let server: TestServer;
let staff: string;
let ids: Record<string, number>;
beforeAll(async () => {
  server = await serverFor();
  staff = (await login(server, 'staff@example.com')).access;
  ids = await companyIds(server);
});
afterAll(() => server?.close());

describe('paths', () => {
  it('accepts every path with and without the trailing slash', async () => {
    for (const path of [
      '/api/companies',
      '/api/companies/',
      `/api/companies/${ids['Aqua Distribution']}`,
      '/auth/current',
    ]) {
      expect((await call(server, 'GET', path, { token: staff })).status).toBe(200);
    }
    const login = await call(server, 'POST', '/auth/token', {
      json: { email: 'staff@example.com', password: 'demo1234' },
    });
    expect(login.status).toBe(200);
    const withQuery = await call(server, 'GET', '/api/companies?limit=1', { token: staff });
    expect(withQuery.body.results).toHaveLength(1);
  });

  it('answers an unknown path with 404 Not found.', async () => {
    for (const path of ['/api/nope/', '/api/companies/1/nope/', '/auth/nope']) {
      const reply = await call(server, 'GET', path, { token: staff });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers an unknown id with 404 Not found.', async () => {
    for (const path of [
      '/api/companies/99999/',
      '/api/companies/abc/',
      '/api/companies/2147483648/',
      '/api/users/nope/',
    ]) {
      const reply = await call(server, 'GET', path, { token: staff });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers a wrong method with 405 and an Allow header', async () => {
    const remove = await call(server, 'DELETE', '/api/companies/', { token: staff });
    expect(remove.status).toBe(405);
    expect(remove.body).toEqual({ detail: 'Method "DELETE" not allowed.' });
    const allow = remove.headers.get('allow')!.split(/,\s*/);
    expect(allow).toContain('GET');
    expect(allow).not.toContain('DELETE');

    const getToken = await call(server, 'GET', '/auth/token/');
    expect(getToken.status).toBe(405);
    expect(getToken.body).toEqual({ detail: 'Method "GET" not allowed.' });
    expect(getToken.headers.get('allow')).toMatch(/\bPOST\b/);
    expect(getToken.headers.get('allow')).not.toMatch(/\bGET\b/);
  });

  it('authenticates before it answers a wrong method, as DRF does', async () => {
    for (const [method, path] of [
      ['DELETE', '/api/companies/'],
      ['POST', '/auth/current/'],
      ['PUT', `/api/companies/${ids['Aqua Distribution']}`],
    ]) {
      const anonymous = await call(server, method, path);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="api"');
      expect(anonymous.headers.get('allow')).toBeNull();

      const badToken = await call(server, method, path, { token: 'not.a.token' });
      expect(badToken.status, `${method} ${path}`).toBe(401);
      expect(badToken.body).toMatchObject({ code: 'token_not_valid' });
      expect(badToken.headers.get('allow')).toBeNull();

      const authenticated = await call(server, method, path, { token: staff });
      expect(authenticated.status, `${method} ${path}`).toBe(405);
      expect(authenticated.headers.get('allow')).toBeTruthy();
    }
  });

  it('answers a wrong method on a public route with 405 whatever the token', async () => {
    for (const token of [undefined, 'not.a.token']) {
      for (const path of ['/auth/token/', '/auth/token/refresh/', '/api/health/']) {
        const method = path === '/api/health/' ? 'POST' : 'GET';
        const reply = await call(server, method, path, { token });
        expect(reply.status, `${method} ${path} ${token}`).toBe(405);
        expect(reply.headers.get('allow')).toBeTruthy();
      }
    }
  });
});

describe('Accept-Language', () => {
  it('translates field messages but not the token messages', async () => {
    const de = { 'Accept-Language': 'de-CH,de;q=0.9,en;q=0.5' };
    const missing = await call(server, 'POST', '/auth/token/', { json: { password: '' }, headers: de });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      email: ['Dieses Feld ist zwingend erforderlich.'],
      password: ['Dieses Feld darf nicht leer sein.'],
    });
    const wrong = await call(server, 'POST', '/auth/token/', {
      json: { email: 'staff@example.com', password: 'wrong1wrong' },
      headers: de,
    });
    expect(wrong.body).toEqual({ detail: 'No active account found with the given credentials' });
    const notFound = await call(server, 'GET', '/api/nope/', { headers: de });
    expect(notFound.body).toEqual({ detail: 'Nicht gefunden.' });
  });

  it('falls back to English for an unsupported language', async () => {
    const reply = await call(server, 'POST', '/auth/token/', {
      json: {},
      headers: { 'Accept-Language': 'ja, *;q=0.1' },
    });
    expect(reply.body.email).toEqual(['This field is required.']);
  });

  it('speaks French, Polish and Greek too', async () => {
    const messages: Record<string, string> = {
      fr: 'Ce champ est obligatoire.',
      pl: 'To pole jest wymagane.',
      el: 'Αυτό το πεδίο είναι απαραίτητο.',
    };
    for (const [lang, text] of Object.entries(messages)) {
      const reply = await call(server, 'POST', '/auth/token/refresh/', {
        json: {},
        headers: { 'Accept-Language': lang },
      });
      expect(reply.body).toEqual({ refresh: [text] });
    }
  });
});
