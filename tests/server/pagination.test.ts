import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryValues } from '../../server/http/queryValues.ts';
import type { TestServer } from '../support/startTestServer.ts';
import { call, login, type Company, type Page, type User } from './support/api.ts';
import { serverFor } from './support/serverFor.ts';

// staff see the four demo companies; ordered by name by default
const ALL = ['Aqua Distribution', 'Hillcrest Utilities', 'Meter Portal Operations', 'Riverside Water Works'];

let server: TestServer;
let staff: string;
beforeAll(async () => {
  server = await serverFor();
  staff = (await login(server, 'staff@example.com')).access;
});
afterAll(() => server?.close());

const list = (query: string) => call<Page<Company>>(server, 'GET', `/api/companies/${query}`, { token: staff });
const names = (body: Page<Company>) => body.results.map((c) => c.name);

describe('limit/offset pages', () => {
  it('gives the first page with an absolute next link and no previous', async () => {
    const reply = await list('?limit=2');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(reply.body.count).toBe(4);
    expect(names(reply.body)).toEqual(ALL.slice(0, 2));
    expect(reply.body.next).toBe(`${server.url}/api/companies/?limit=2&offset=2`);
    expect(reply.body.previous).toBeNull();
  });

  it('drops offset from previous when it would be 0', async () => {
    const reply = await list('?offset=2&limit=2');
    expect(names(reply.body)).toEqual(ALL.slice(2));
    expect(reply.body.next).toBeNull();
    expect(reply.body.previous).toBe(`${server.url}/api/companies/?limit=2`);
  });

  it('keeps other query keys and sorts them', async () => {
    const reply = await list('?ordering=-name&offset=1&limit=1');
    expect(names(reply.body)).toEqual(['Meter Portal Operations']);
    expect(reply.body.next).toBe(`${server.url}/api/companies/?limit=1&offset=2&ordering=-name`);
    expect(reply.body.previous).toBe(`${server.url}/api/companies/?limit=1&ordering=-name`);
    const middle = await list('?offset=3&limit=2');
    expect(middle.body.previous).toBe(`${server.url}/api/companies/?limit=2&offset=1`);
  });

  it('falls back to the default limit for a bad limit', async () => {
    for (const limit of ['abc', '0', '-5', '2.5', '']) {
      const reply = await list(`?limit=${limit}`);
      expect(reply.status).toBe(200);
      expect(reply.body.count).toBe(4);
      expect(names(reply.body)).toEqual(ALL);
      expect(reply.body.next).toBeNull();
    }
  });

  it('falls back to offset 0 for a bad offset', async () => {
    for (const offset of ['abc', '-1', '1.5']) {
      const reply = await list(`?limit=2&offset=${offset}`);
      expect(names(reply.body)).toEqual(ALL.slice(0, 2));
      expect(reply.body.previous).toBeNull();
    }
  });

  it('gives empty results with the true count past the end', async () => {
    const reply = await list('?limit=2&offset=10');
    expect(reply.status).toBe(200);
    expect(reply.body.count).toBe(4);
    expect(reply.body.results).toEqual([]);
    expect(reply.body.next).toBeNull();
  });

  it('survives an offset too large for any database', async () => {
    const reply = await list('?limit=2&offset=99999999999999999999999');
    expect(reply.status).toBe(200);
    expect(reply.body.count).toBe(4);
    expect(reply.body.results).toEqual([]);
  });

  it('counts what the filters leave', async () => {
    const reply = await list('?limit=1&search=utilities');
    expect(reply.body.count).toBe(1);
    expect(reply.body.next).toBeNull();
  });
});

describe('no_page', () => {
  it('returns a plain array of everything', async () => {
    const reply = await call<Company[]>(server, 'GET', '/api/companies/?no_page=true', { token: staff });
    expect(Array.isArray(reply.body)).toBe(true);
    expect(reply.body.map((c) => c.name)).toEqual(ALL);
  });

  it('also for users/', async () => {
    const paged = await call<Page<User>>(server, 'GET', '/api/users/?limit=1', { token: staff });
    expect(paged.body.count).toBe(4);
    expect(paged.body.results).toHaveLength(1);
    const plain = await call<User[]>(server, 'GET', '/api/users/?no_page=true', { token: staff });
    expect(plain.body).toHaveLength(4);
  });
});

describe('repeated query keys', () => {
  it('take the last value of a single-valued parameter, as Django QueryDict does', async () => {
    const limited = await list('?limit=1&limit=2');
    expect(limited.status).toBe(200);
    expect(names(limited.body)).toEqual(ALL.slice(0, 2));
    expect(limited.body.next).toBe(`${server.url}/api/companies/?limit=2&offset=2`);

    const ordered = await list('?ordering=name&ordering=-name&is_active=maybe&is_active=true');
    expect(ordered.status).toBe(200);
    expect(names(ordered.body)[0]).toBe('Riverside Water Works');

    const searched = await list('?search=nothing&search=utilities');
    expect(searched.body.count).toBe(1);

    const users = await call<Page<User>>(server, 'GET', '/api/users/?limit=3&no_page=x&limit=1', { token: staff });
    expect(users.status).toBe(200);
    expect(users.body.results).toHaveLength(1);
  });

  it('keep every value of a list-style parameter', () => {
    const schema = z.object({ id: z.array(z.string()).optional(), limit: z.string().optional() });
    expect(queryValues(schema, { id: ['a', 'b'], limit: ['1', '2'], other: ['x', 'y'] })).toEqual({
      id: ['a', 'b'],
      limit: '2',
      other: 'y',
    });
    expect(queryValues(schema, { id: 'a', limit: '1' })).toEqual({ id: ['a'], limit: '1' });
  });
});
