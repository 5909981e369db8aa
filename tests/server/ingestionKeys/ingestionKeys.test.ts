import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestionKey } from '../../../src/core/contract/ingestionKeys.ts';
import { hashKeySecret } from '../../../server/auth/keySecret.ts';
import { ingestionKeys } from '../../../server/db/ingestionKeySchema.ts';
import type { TestServer } from '../../support/startTestServer.ts';
import { addUser, call, companyIds, login, type Page } from '../support/api.ts';
import { serverFor } from '../support/serverFor.ts';
import { createIngestionKey, INGESTION_KEYS } from './ingestionKeySupport.ts';

const RIVERSIDE_ADMIN = 'admin@riverside.example.com';

let server: TestServer;
let ids: Record<string, number>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await serverFor();
  ids = await companyIds(server);
  await addUser(server, {
    email: RIVERSIDE_ADMIN,
    companyId: ids['Riverside Water Works'],
    permissions: ['change_company', 'view_company'],
  });
  for (const email of ['admin@example.com', 'user@example.com', 'staff@example.com', RIVERSIDE_ADMIN])
    tokens[email] = (await login(server, email)).access;
});
afterAll(() => server?.close());

const list = (email: string, query = '') =>
  call<Page<IngestionKey>>(server, 'GET', `${INGESTION_KEYS}${query}`, { token: tokens[email] });
const revoke = (email: string, id: string) =>
  call<IngestionKey>(server, 'POST', `${INGESTION_KEYS}${id}/revoke/`, { token: tokens[email] });

describe('ingestion key lifecycle', () => {
  it('shows the secret once, stores only its SHA-256, and lists the key by prefix without it', async () => {
    const created = await createIngestionKey(server, tokens['admin@example.com'], {
      name: 'Gateway north',
      company: ids['Riverside Water Works'],
      expires_at: '2099-01-01T00:00:00Z',
    });
    expect(created).toMatchObject({
      name: 'Gateway north',
      company: ids['Riverside Water Works'],
      expires_at: '2099-01-01T00:00:00.000Z',
      revoked_at: null,
      last_used_at: null,
    });
    expect(created.key).toMatch(/^mpi_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.prefix).toHaveLength(10);

    const [row] = await server.built.ctx.db.select().from(ingestionKeys).where(eq(ingestionKeys.id, created.id));
    expect(row.secretHash).toBe(hashKeySecret(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(10));

    const listed = await list('admin@example.com', '?search=north');
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((key) => key.id)).toContain(created.id);
    const item = listed.body.results.find((key) => key.id === created.id)!;
    expect(item).toEqual(Object.fromEntries(Object.entries(created).filter(([name]) => name !== 'key')));
    expect(listed.text).not.toContain(created.key);
  });

  it('defaults to the caller’s active company, and revokes once', async () => {
    const created = await createIngestionKey(server, tokens[RIVERSIDE_ADMIN], { name: 'Receiver' });
    expect(created.company).toBe(ids['Riverside Water Works']);
    expect(created.expires_at).toBeNull();
    const revoked = await revoke(RIVERSIDE_ADMIN, created.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    const again = await revoke(RIVERSIDE_ADMIN, created.id);
    expect(again.body.revoked_at).toBe(revoked.body.revoked_at);
  });

  it('refuses a blank name and a malformed expiry', async () => {
    const reply = await call(server, 'POST', INGESTION_KEYS, {
      token: tokens[RIVERSIDE_ADMIN],
      json: { name: '  ', expires_at: 'tomorrow' },
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body).sort()).toEqual(['expires_at', 'name']);
  });
});

describe('who manages ingestion keys', () => {
  it('is those who may change the company: a basic user gets a 403 for every call', async () => {
    expect((await list('user@example.com')).status).toBe(403);
    const create = await call(server, 'POST', INGESTION_KEYS, { token: tokens['user@example.com'], json: { name: 'x' } });
    expect(create.status).toBe(403);
  });

  it('keeps a company’s keys from another company’s admin: not listed, not revoked, not made for it', async () => {
    const hillcrest = await createIngestionKey(server, tokens['admin@example.com'], {
      name: 'Hillcrest gateway',
      company: ids['Hillcrest Utilities'],
    });
    const seen = await list(RIVERSIDE_ADMIN, '?no_page=true');
    const listedIds = (seen.body as unknown as IngestionKey[]).map((key) => key.id);
    expect(listedIds).not.toContain(hillcrest.id);
    expect((await revoke(RIVERSIDE_ADMIN, hillcrest.id)).status).toBe(404);
    const [row] = await server.built.ctx.db.select().from(ingestionKeys).where(eq(ingestionKeys.id, hillcrest.id));
    expect(row.revokedAt).toBeNull();
    const made = await call(server, 'POST', INGESTION_KEYS, {
      token: tokens[RIVERSIDE_ADMIN],
      json: { name: 'Not mine', company: ids['Hillcrest Utilities'] },
    });
    expect(made.status).toBe(400);
    expect(made.body).toHaveProperty('company');
  });

  it('lets staff see and revoke any company’s keys, and filter them by company', async () => {
    const key = await createIngestionKey(server, tokens['admin@example.com'], {
      name: 'Staff sees this',
      company: ids['Hillcrest Utilities'],
    });
    const filtered = await list('staff@example.com', `?no_page=true&company=${ids['Hillcrest Utilities']}`);
    const rows = filtered.body as unknown as IngestionKey[];
    expect(rows.map((row) => row.id)).toContain(key.id);
    expect(new Set(rows.map((row) => row.company))).toEqual(new Set([ids['Hillcrest Utilities']]));
    expect((await revoke('staff@example.com', key.id)).status).toBe(200);
  });
});
